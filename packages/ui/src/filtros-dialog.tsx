import { brParaDia, formatarCentavos } from '@clinica/domain';
import { useId, useState } from 'react';
import { Button } from './button';
import type { ChipFiltro } from './chips-filtros';
import { Dialog } from './dialog';
import { MaskedInput } from './masked-input';
import { MoneyInput } from './money-input';
import { SelectField } from './select-field';
import { Skeleton } from './skeleton';
import { TextField } from './text-field';

/**
 * A list's filters, declared once (in the spirit of cal.com's filter columns): the shared dialog
 * draws a field for each, the chips read them back and the page state keeps them in the URL.
 * `chave` is the key the list call takes; a period has one key for each end.
 */
export type FiltroDeclarado =
  | { tipo: 'texto'; chave: string; rotulo: string }
  | { tipo: 'escolha'; chave: string; rotulo: string; opcoes: readonly { valor: string; rotulo: string }[] }
  /** Two dates 'YYYY-MM-DD' typed as DD/MM/AAAA; `de` and `ate` are the call's keys. */
  | { tipo: 'periodo'; rotulo: string; de: string; ate: string }
  /** A number; `moeda` takes it in cents through the money field and shows it as R$. */
  | { tipo: 'numero'; chave: string; rotulo: string; moeda?: boolean }
  /**
   * Any of a few options (a clinic's units), as checkboxes; kept as their values joined by commas
   * ('1,3'), as the REST query writes them. The options may come from a lookup: `carregando`
   * shows a placeholder, `erro` its message, `vazio` what an empty lookup means.
   */
  | {
      tipo: 'varias';
      chave: string;
      rotulo: string;
      opcoes: readonly { valor: string; rotulo: string }[];
      carregando?: boolean;
      erro?: string | null;
      vazio?: string;
    };

/** The values of a 'varias' filter ('1,3' → ['1', '3']). */
export const valoresVarias = (v: string | number | undefined | null) =>
  v === undefined || v === null
    ? []
    : String(v)
        .split(',')
        .filter((x) => x !== '');

/** The filters in force, by the call's keys; an absent key is no filter. */
export type ValoresFiltro = Record<string, string | number | undefined>;

/** Every key a declaration fills, with whether it holds a number. */
export function chavesDosFiltros(
  declaracao: readonly FiltroDeclarado[],
): { chave: string; numero: boolean }[] {
  return declaracao.flatMap((f) =>
    f.tipo === 'periodo'
      ? [
          { chave: f.de, numero: false },
          { chave: f.ate, numero: false },
        ]
      : [{ chave: f.chave, numero: f.tipo === 'numero' }],
  );
}

/** Only the keys that hold something: '' and undefined are no filter. */
export function filtrosPreenchidos(valores: ValoresFiltro): Record<string, string | number> {
  const r: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(valores)) {
    if (v === undefined || v === '') continue;
    r[k] = typeof v === 'string' ? v.trim() : v;
    if (r[k] === '') delete r[k];
  }
  return r;
}

export const contarFiltros = (valores: ValoresFiltro) => Object.keys(filtrosPreenchidos(valores)).length;

const diaBr = (iso: string) => iso.split('-').reverse().join('/');

/** One chip per key in force, in the declaration's order: 'Valor de venda: R$ 10,00'. */
export function chipsDosFiltros(
  declaracao: readonly FiltroDeclarado[],
  valores: ValoresFiltro,
): ChipFiltro[] {
  const v = filtrosPreenchidos(valores);
  return declaracao.flatMap((f): ChipFiltro[] => {
    if (f.tipo === 'periodo') {
      const chips: ChipFiltro[] = [];
      const de = v[f.de];
      const ate = v[f.ate];
      if (de !== undefined) chips.push({ chave: f.de, rotulo: `${f.rotulo} de: ${diaBr(String(de))}` });
      if (ate !== undefined) chips.push({ chave: f.ate, rotulo: `${f.rotulo} até: ${diaBr(String(ate))}` });
      return chips;
    }
    const valor = v[f.chave];
    if (valor === undefined) return [];
    const rotuloDe = (opcoes: readonly { valor: string; rotulo: string }[], v: string) =>
      opcoes.find((o) => o.valor === v)?.rotulo ?? v;
    const texto =
      f.tipo === 'escolha'
        ? rotuloDe(f.opcoes, String(valor))
        : f.tipo === 'varias'
          ? valoresVarias(valor)
              .map((v) => rotuloDe(f.opcoes, v))
              .join(', ')
          : f.tipo === 'numero' && f.moeda
            ? formatarCentavos(Number(valor))
            : String(valor);
    return [{ chave: f.chave, rotulo: `${f.rotulo}: ${texto}` }];
  });
}

export interface FiltrosDialogProps {
  aberto: boolean;
  declaracao: readonly FiltroDeclarado[];
  valores: ValoresFiltro;
  onAplicar: (valores: Record<string, string | number>) => void;
  onFechar: () => void;
  /** The line under the title ('Mostra só os tratamentos que…'). */
  descricao?: string;
  /** A date that is not a date (the catalogue's message). */
  erroData?: string;
  /** A period that ends before it starts. */
  erroPeriodo?: string;
}

/** What the fields show: dates as DD/MM/AAAA, money in cents, the rest as typed. */
type Rascunho = Record<string, string | number | null>;

function rascunhoDe(declaracao: readonly FiltroDeclarado[], valores: ValoresFiltro): Rascunho {
  const r: Rascunho = {};
  for (const f of declaracao) {
    if (f.tipo === 'periodo') {
      r[f.de] = valores[f.de] ? diaBr(String(valores[f.de])) : '';
      r[f.ate] = valores[f.ate] ? diaBr(String(valores[f.ate])) : '';
    } else if (f.tipo === 'numero' && f.moeda)
      r[f.chave] = valores[f.chave] === undefined ? null : Number(valores[f.chave]);
    else r[f.chave] = valores[f.chave] === undefined ? '' : String(valores[f.chave]);
  }
  return r;
}

const centavos = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : Number(v);

/**
 * The one 'Filtros' dialog: a field per declared filter, 'Aplicar' hands on only the fields that
 * hold something (every list filters by all of them at once), 'Limpar filtros' hands on none.
 */
export function FiltrosDialog({
  aberto,
  declaracao,
  valores,
  onAplicar,
  onFechar,
  descricao,
  erroData = 'Data inválida',
  erroPeriodo = 'A data inicial deve ser anterior ou igual à final.',
}: FiltrosDialogProps) {
  const idForm = useId();
  const [rascunho, setRascunho] = useState<Rascunho>({});
  const [erros, setErros] = useState<Record<string, string>>({});
  // Each opening starts from the filters in force, not from what was typed and cancelled. Only
  // the opening: the page re-renders while the dialog is open (a lookup answering, a background
  // refetch) and hands new objects with the same filters, which must not wipe what is typed.
  const [abertoAntes, setAbertoAntes] = useState(false);
  if (aberto !== abertoAntes) {
    setAbertoAntes(aberto);
    if (aberto) {
      setRascunho(rascunhoDe(declaracao, valores));
      setErros({});
    }
  }
  const mudar = (chave: string, v: string | number | null) => setRascunho((r) => ({ ...r, [chave]: v }));

  function aplicar() {
    const saida: ValoresFiltro = {};
    const novosErros: Record<string, string> = {};
    for (const f of declaracao) {
      if (f.tipo === 'periodo') {
        for (const chave of [f.de, f.ate]) {
          const texto = String(rascunho[chave] ?? '').trim();
          if (!texto) continue;
          const dia = brParaDia(texto);
          if (dia) saida[chave] = dia;
          else novosErros[chave] = erroData;
        }
        const de = saida[f.de];
        const ate = saida[f.ate];
        if (de !== undefined && ate !== undefined && String(de) > String(ate))
          novosErros[f.ate] = erroPeriodo;
      } else if (f.tipo === 'numero') {
        const v = rascunho[f.chave];
        if (v !== null && v !== '' && v !== undefined && Number.isFinite(Number(v)))
          saida[f.chave] = Number(v);
      } else saida[f.chave] = String(rascunho[f.chave] ?? '');
    }
    setErros(novosErros);
    if (Object.keys(novosErros).length > 0) return;
    onAplicar(filtrosPreenchidos(saida));
    onFechar();
  }

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      title="Filtros"
      description={descricao}
      maxWidth="lg"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              onAplicar({});
              onFechar();
            }}
          >
            Limpar filtros
          </Button>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit" form={idForm}>
            Aplicar
          </Button>
        </>
      }
    >
      <form
        id={idForm}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          aplicar();
        }}
      >
        {declaracao.map((f) => {
          if (f.tipo === 'periodo')
            return [f.de, f.ate].map((chave, i) => (
              <MaskedInput
                key={chave}
                mask="data"
                label={i === 0 ? `${f.rotulo} de` : 'até'}
                value={String(rascunho[chave] ?? '')}
                error={erros[chave]}
                onValueChange={(v) => mudar(chave, v)}
              />
            ));
          if (f.tipo === 'escolha')
            return (
              <SelectField
                key={f.chave}
                label={f.rotulo}
                containerClassName="sm:col-span-2"
                value={String(rascunho[f.chave] ?? '')}
                onChange={(e) => mudar(f.chave, e.target.value)}
                options={[
                  { value: '', label: 'Todos' },
                  ...f.opcoes.map((o) => ({ value: o.valor, label: o.rotulo })),
                ]}
              />
            );
          if (f.tipo === 'varias')
            return (
              <CaixasVarias
                key={f.chave}
                filtro={f}
                marcadas={valoresVarias(rascunho[f.chave])}
                onChange={(v) => mudar(f.chave, v.join(','))}
              />
            );
          if (f.tipo === 'numero' && f.moeda)
            return (
              <MoneyInput
                key={f.chave}
                label={f.rotulo}
                valueCents={centavos(rascunho[f.chave])}
                onChange={(c) => mudar(f.chave, c)}
              />
            );
          return (
            <TextField
              key={f.chave}
              label={f.rotulo}
              inputMode={f.tipo === 'numero' ? 'numeric' : undefined}
              containerClassName={f.tipo === 'texto' ? 'sm:col-span-2' : undefined}
              value={String(rascunho[f.chave] ?? '')}
              onChange={(e) => mudar(f.chave, e.target.value)}
            />
          );
        })}
      </form>
    </Dialog>
  );
}

/** A 'varias' filter's checkboxes, two columns from the small breakpoint up. */
function CaixasVarias({
  filtro: f,
  marcadas,
  onChange,
}: {
  filtro: Extract<FiltroDeclarado, { tipo: 'varias' }>;
  marcadas: string[];
  onChange: (valores: string[]) => void;
}) {
  const alternar = (v: string) =>
    onChange(marcadas.includes(v) ? marcadas.filter((m) => m !== v) : [...marcadas, v]);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">{f.rotulo}</legend>
      {f.erro ? (
        <p className="mt-2 text-sm text-rose-700">{f.erro}</p>
      ) : f.carregando ? (
        <Skeleton className="mt-2 h-10 w-full" />
      ) : f.opcoes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{f.vazio ?? 'Nenhuma opção.'}</p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {f.opcoes.map((o) => (
            <label
              key={o.valor}
              className="flex min-w-0 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-700 hover:bg-slate-50 has-checked:border-teal-500 has-checked:bg-teal-50/50"
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 cursor-pointer rounded accent-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500"
                checked={marcadas.includes(o.valor)}
                onChange={() => alternar(o.valor)}
              />
              <span className="truncate" title={o.rotulo}>
                {o.rotulo}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
