import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { clsx } from 'clsx';
import { $getRoot, $insertNodes, $setSelection } from 'lexical';
import { useEffect, useRef } from 'react';
import { BarraFerramentas } from './barra-ferramentas';
import { TEMA_EDITOR } from './tema';

type Props = {
  valorInicial: string;
  onChange: (html: string) => void;
  rotulo: string;
  invalido?: boolean;
  /** A short field (a document header) instead of a full page of text. */
  compacto?: boolean;
};

/** Loads the initial HTML once (the editor owns the text afterwards). */
function CarregarHtml({ html }: { html: string }) {
  const [editor] = useLexicalComposerContext();
  const carregado = useRef(false);
  useEffect(() => {
    if (carregado.current) return;
    carregado.current = true;
    editor.update(() => {
      const dom = new DOMParser().parseFromString(html || '<p></p>', 'text/html');
      const raiz = $getRoot();
      raiz.clear();
      raiz.select();
      $insertNodes($generateNodesFromDOM(editor, dom));
      // No selection left behind: a selection makes Lexical focus the editor, and loading a text
      // (a template chosen in the picker above) must not take the focus from where the person is
      // (on a phone it opened the keyboard; in the dialog the picker's list opened again).
      $setSelection(null);
    });
  }, [editor, html]);
  return null;
}

/** The term editor (Lexical): HTML in, HTML out; the server sanitizes what it receives. */
export function EditorRico({ valorInicial, onChange, rotulo, invalido, compacto }: Props) {
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'termo',
        theme: TEMA_EDITOR,
        nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
        onError: (e) => console.error(e),
      }}
    >
      <div
        className={clsx(
          'overflow-hidden rounded-lg border bg-white',
          invalido ? 'border-rose-400' : 'border-slate-300',
        )}
      >
        <BarraFerramentas />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-label={rotulo}
                className={clsx(
                  compacto ? 'min-h-20' : 'min-h-64',
                  'max-h-[50vh] overflow-y-auto px-4 py-3 text-sm leading-relaxed text-slate-900 focus:outline-none',
                )}
              />
            }
            placeholder={
              <p className="pointer-events-none absolute top-3 left-4 text-sm text-slate-400">
                Escreva o texto do termo...
              </p>
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <CarregarHtml html={valorInicial} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(estado, editor) => estado.read(() => onChange($generateHtmlFromNodes(editor)))}
      />
    </LexicalComposer>
  );
}
