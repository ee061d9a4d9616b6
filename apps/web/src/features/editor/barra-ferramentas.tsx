import {
  ArrowUturnLeftIcon,
  ArrowUturnRightIcon,
  Bars3BottomLeftIcon,
  Bars3BottomRightIcon,
  Bars3Icon,
  Bars4Icon,
  BoldIcon,
  ChatBubbleLeftEllipsisIcon,
  ItalicIcon,
  ListBulletIcon,
  NumberedListIcon,
  StrikethroughIcon,
  UnderlineIcon,
} from '@heroicons/react/20/solid';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { clsx } from 'clsx';
import { FORMAT_ELEMENT_COMMAND, FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND } from 'lexical';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { SeletoresEstilo } from './seletores-estilo';
import { useEstadoSelecao } from './use-estado-selecao';

function Botao({
  rotulo,
  Icone,
  ativo,
  onClick,
}: {
  rotulo: string;
  Icone: ComponentType<SVGProps<SVGSVGElement>>;
  ativo?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={rotulo}
      title={rotulo}
      aria-pressed={ativo}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-md md:size-8 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500',
        ativo && 'bg-teal-50 text-teal-700',
      )}
    >
      <Icone className="size-4" />
    </button>
  );
}

const Separador = () => <span aria-hidden className="mx-1 h-6 w-px bg-slate-200" />;
const Grupo = ({ children }: { children: ReactNode }) => <div className="flex items-center">{children}</div>;

/** The spec's toolbar: block type, inline formats, size/family/colour, alignment, lists, quote, history. */
export function BarraFerramentas() {
  const [editor] = useLexicalComposerContext();
  const estado = useEstadoSelecao();
  const texto = (f: 'bold' | 'italic' | 'underline' | 'strikethrough') =>
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, f);
  const alinhar = (a: 'left' | 'center' | 'right' | 'justify') =>
    editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, a);
  return (
    <div
      role="toolbar"
      aria-label="Formatação"
      className="flex flex-wrap items-center gap-y-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
    >
      <SeletoresEstilo estado={estado} />
      <Separador />
      <Grupo>
        <Botao rotulo="Negrito" Icone={BoldIcon} ativo={estado.negrito} onClick={() => texto('bold')} />
        <Botao rotulo="Itálico" Icone={ItalicIcon} ativo={estado.italico} onClick={() => texto('italic')} />
        <Botao
          rotulo="Sublinhado"
          Icone={UnderlineIcon}
          ativo={estado.sublinhado}
          onClick={() => texto('underline')}
        />
        <Botao
          rotulo="Tachado"
          Icone={StrikethroughIcon}
          ativo={estado.tachado}
          onClick={() => texto('strikethrough')}
        />
      </Grupo>
      <Separador />
      <Grupo>
        <Botao rotulo="Alinhar à esquerda" Icone={Bars3BottomLeftIcon} onClick={() => alinhar('left')} />
        <Botao rotulo="Centralizar" Icone={Bars3Icon} onClick={() => alinhar('center')} />
        <Botao rotulo="Alinhar à direita" Icone={Bars3BottomRightIcon} onClick={() => alinhar('right')} />
        <Botao rotulo="Justificar" Icone={Bars4Icon} onClick={() => alinhar('justify')} />
      </Grupo>
      <Separador />
      <Grupo>
        <Botao
          rotulo="Lista com marcadores"
          Icone={ListBulletIcon}
          ativo={estado.bloco === 'ul'}
          onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
        />
        <Botao
          rotulo="Lista numerada"
          Icone={NumberedListIcon}
          ativo={estado.bloco === 'ol'}
          onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
        />
        <Botao
          rotulo="Citação"
          Icone={ChatBubbleLeftEllipsisIcon}
          ativo={estado.bloco === 'quote'}
          onClick={estado.alternarCitacao}
        />
      </Grupo>
      <Separador />
      <Grupo>
        <Botao
          rotulo="Desfazer"
          Icone={ArrowUturnLeftIcon}
          onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
        />
        <Botao
          rotulo="Refazer"
          Icone={ArrowUturnRightIcon}
          onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
        />
      </Grupo>
    </div>
  );
}
