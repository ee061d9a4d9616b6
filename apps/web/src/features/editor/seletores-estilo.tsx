import { ehUmDe } from '@clinica/domain';
import { BLOCOS_SIMPLES, type useEstadoSelecao } from './use-estado-selecao';

// Sizes of the spec: 8, 10, 12, 14, default, 18, 24, 36.
const TAMANHOS = ['8px', '10px', '12px', '14px', '', '18px', '24px', '36px'];
const FONTES = ['', 'Arial', 'Georgia', 'Times New Roman', 'Courier New', 'Verdana'];

const classeSelect =
  'h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 md:h-8 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-500';

/** Block type, font size, font family and colour of the toolbar. */
export function SeletoresEstilo({ estado }: { estado: ReturnType<typeof useEstadoSelecao> }) {
  const blocoSimples = ehUmDe(BLOCOS_SIMPLES, estado.bloco) ? estado.bloco : 'paragrafo';
  return (
    <div className="flex flex-wrap items-center gap-1">
      <select
        aria-label="Tipo de bloco"
        className={classeSelect}
        value={blocoSimples}
        onChange={(e) => {
          const bloco = e.target.value;
          if (ehUmDe(BLOCOS_SIMPLES, bloco)) estado.definirBloco(bloco);
        }}
      >
        <option value="paragrafo">Parágrafo</option>
        <option value="h1">Título 1</option>
        <option value="h2">Título 2</option>
        <option value="h3">Título 3</option>
      </select>
      <select
        aria-label="Tamanho da fonte"
        className={classeSelect}
        value={estado.tamanho}
        onChange={(e) => estado.aplicarEstilo('font-size', e.target.value || null)}
      >
        {TAMANHOS.map((t) => (
          <option key={t || 'padrao'} value={t}>
            {t ? t.replace('px', '') : 'Padrão'}
          </option>
        ))}
      </select>
      <select
        aria-label="Fonte"
        className={classeSelect}
        value={estado.fonte}
        onChange={(e) => estado.aplicarEstilo('font-family', e.target.value || null)}
      >
        {FONTES.map((f) => (
          <option key={f || 'padrao'} value={f}>
            {f || 'Fonte padrão'}
          </option>
        ))}
      </select>
      <label
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-slate-100 md:size-8"
        title="Cor do texto"
      >
        <span className="sr-only">Cor do texto</span>
        <input
          type="color"
          value={estado.cor.startsWith('#') ? estado.cor : '#0f172a'}
          onChange={(e) => estado.aplicarEstilo('color', e.target.value)}
          className="size-5 cursor-pointer rounded border-0 bg-transparent p-0"
        />
      </label>
    </div>
  );
}
