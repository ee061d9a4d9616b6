import type { QuestaoAnamnese } from '@clinica/contracts';
import { ROTULO_TIPO_PERGUNTA } from '@clinica/domain';
import { Badge } from '@clinica/ui/badge';
import { Button } from '@clinica/ui/button';
import { Interruptor } from '@clinica/ui/interruptor';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownIcon, ArrowUpIcon, Bars3Icon } from '@heroicons/react/24/outline';
import { clsx } from 'clsx';

type QuestaoResumo = Pick<QuestaoAnamnese, 'id' | 'pergunta' | 'tipo_pergunta' | 'texto_auxiliar'>;
export type ItemModelo = { questao: QuestaoResumo; incluida: boolean };

type Props = { itens: ItemModelo[]; onChange: (itens: ItemModelo[]) => void };

/** Screen-reader messages of the drag and drop, in pt-BR (dnd-kit's defaults are English). */
const anuncios = (itens: ItemModelo[]): Announcements => {
  const posicao = (id: unknown) => itens.findIndex((i) => i.questao.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Questão ${posicao(active.id)} selecionada para mover.`,
    onDragOver: ({ over }) => (over ? `Sobre a posição ${posicao(over.id)}.` : 'Fora da lista.'),
    onDragEnd: ({ over }) => (over ? `Questão solta na posição ${posicao(over.id)}.` : 'Questão solta.'),
    onDragCancel: () => 'Movimento cancelado.',
  };
};
const INSTRUCOES =
  'Para mover uma questão, pressione espaço ou Enter, use as setas para cima e para baixo e pressione espaço ou Enter de novo para soltar. Esc cancela.';

/**
 * The model's question list: drag to reorder (mouse, touch, or keyboard on the handle), or the
 * up/down buttons; each row has its include switch. Only included rows are saved, in this order.
 */
export function ListaQuestoesModelo({ itens, onChange }: Props) {
  const sensores = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const mover = (de: number, para: number) => {
    if (para < 0 || para >= itens.length) return;
    onChange(arrayMove(itens, de, para));
  };
  const aoSoltar = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    mover(
      itens.findIndex((i) => i.questao.id === active.id),
      itens.findIndex((i) => i.questao.id === over.id),
    );
  };
  return (
    <DndContext
      sensors={sensores}
      collisionDetection={closestCenter}
      onDragEnd={aoSoltar}
      accessibility={{ announcements: anuncios(itens), screenReaderInstructions: { draggable: INSTRUCOES } }}
    >
      <SortableContext items={itens.map((i) => i.questao.id)} strategy={verticalListSortingStrategy}>
        <ol
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          aria-label="Questões do modelo"
        >
          {itens.map((item, i) => (
            <LinhaQuestao
              key={item.questao.id}
              item={item}
              posicao={i}
              total={itens.length}
              onMover={(para) => mover(i, para)}
              onIncluir={(incluida) => onChange(itens.map((x, j) => (j === i ? { ...x, incluida } : x)))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

type LinhaProps = {
  item: ItemModelo;
  posicao: number;
  total: number;
  onMover: (para: number) => void;
  onIncluir: (incluida: boolean) => void;
};

function LinhaQuestao({ item, posicao, total, onMover, onIncluir }: LinhaProps) {
  const { questao, incluida } = item;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: questao.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="questao-modelo"
      className={clsx(
        'flex items-center gap-2 bg-white px-2 py-2 sm:gap-3 sm:px-3',
        isDragging && 'relative z-10 shadow-lg ring-1 ring-teal-500',
        !incluida && 'bg-slate-50',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Arrastar para reordenar: ${questao.pergunta}`}
        className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 md:size-8 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 active:cursor-grabbing"
      >
        <Bars3Icon className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">
        <p
          className={clsx('text-sm break-words', incluida ? 'font-medium text-slate-900' : 'text-slate-500')}
        >
          {questao.pergunta}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone={incluida ? 'primary' : 'gray'}>{ROTULO_TIPO_PERGUNTA[questao.tipo_pergunta]}</Badge>
          {questao.texto_auxiliar && <span className="text-xs text-slate-500">{questao.texto_auxiliar}</span>}
        </div>
      </div>
      <div className="flex shrink-0 flex-col sm:flex-row">
        <Button
          variant="ghost"
          size="sm"
          icon={<ArrowUpIcon />}
          aria-label={`Mover para cima: ${questao.pergunta}`}
          disabled={posicao === 0}
          onClick={() => onMover(posicao - 1)}
        />
        <Button
          variant="ghost"
          size="sm"
          icon={<ArrowDownIcon />}
          aria-label={`Mover para baixo: ${questao.pergunta}`}
          disabled={posicao === total - 1}
          onClick={() => onMover(posicao + 1)}
        />
      </div>
      <Interruptor
        ligado={incluida}
        onChange={onIncluir}
        rotulo={`Incluir: ${questao.pergunta}`}
        rotuloOculto
      />
    </li>
  );
}
