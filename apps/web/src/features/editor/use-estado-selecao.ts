import { ehUmDe } from '@clinica/domain';
import { $isListNode, ListNode } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty, $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $getNearestNodeOfType } from '@lexical/utils';
import { $createParagraphNode, $getSelection, $isRangeSelection } from 'lexical';
import { useCallback, useEffect, useState } from 'react';

type TipoBloco = 'paragrafo' | (typeof TITULOS)[number] | 'quote' | 'ul' | 'ol';
/** The heading levels the toolbar offers (a pasted h4–h6 shows as a paragraph). */
const TITULOS = ['h1', 'h2', 'h3'] as const;
/** What the block select sets (quotes and lists have their own buttons). */
export const BLOCOS_SIMPLES = ['paragrafo', ...TITULOS] as const;

type Estado = {
  negrito: boolean;
  italico: boolean;
  sublinhado: boolean;
  tachado: boolean;
  bloco: TipoBloco;
  tamanho: string;
  fonte: string;
  cor: string;
};

const INICIAL: Estado = {
  negrito: false,
  italico: false,
  sublinhado: false,
  tachado: false,
  bloco: 'paragrafo',
  tamanho: '',
  fonte: '',
  cor: '#0f172a',
};

/** What the toolbar shows for the current selection, and the actions that change blocks and styles. */
export function useEstadoSelecao() {
  const [editor] = useLexicalComposerContext();
  const [estado, setEstado] = useState<Estado>(INICIAL);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const sel = $getSelection();
          if (!$isRangeSelection(sel)) return;
          const ancora = sel.anchor.getNode();
          const topo = ancora.getKey() === 'root' ? ancora : ancora.getTopLevelElementOrThrow();
          const lista = $getNearestNodeOfType(ancora, ListNode);
          let bloco: TipoBloco = 'paragrafo';
          if (lista && $isListNode(lista)) bloco = lista.getListType() === 'number' ? 'ol' : 'ul';
          else if ($isHeadingNode(topo)) {
            const tag = topo.getTag();
            if (ehUmDe(TITULOS, tag)) bloco = tag;
          } else if ($isQuoteNode(topo)) bloco = 'quote';
          setEstado({
            negrito: sel.hasFormat('bold'),
            italico: sel.hasFormat('italic'),
            sublinhado: sel.hasFormat('underline'),
            tachado: sel.hasFormat('strikethrough'),
            bloco,
            tamanho: $getSelectionStyleValueForProperty(sel, 'font-size', ''),
            fonte: $getSelectionStyleValueForProperty(sel, 'font-family', ''),
            cor: $getSelectionStyleValueForProperty(sel, 'color', '#0f172a') || '#0f172a',
          });
        }),
      ),
    [editor],
  );

  const definirBloco = useCallback(
    (tipo: (typeof BLOCOS_SIMPLES)[number]) =>
      editor.update(() => {
        const sel = $getSelection();
        $setBlocksType(sel, () => (tipo === 'paragrafo' ? $createParagraphNode() : $createHeadingNode(tipo)));
      }),
    [editor],
  );

  const alternarCitacao = useCallback(
    () =>
      editor.update(() => {
        const sel = $getSelection();
        $setBlocksType(sel, () => (estado.bloco === 'quote' ? $createParagraphNode() : $createQuoteNode()));
      }),
    [editor, estado.bloco],
  );

  const aplicarEstilo = useCallback(
    (propriedade: 'font-size' | 'font-family' | 'color', valor: string | null) =>
      editor.update(() => {
        const sel = $getSelection();
        if (sel) $patchStyleText(sel, { [propriedade]: valor });
      }),
    [editor],
  );

  return { ...estado, definirBloco, alternarCitacao, aplicarEstilo };
}
