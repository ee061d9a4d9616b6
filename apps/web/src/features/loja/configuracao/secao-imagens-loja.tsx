import type { ImagemLoja, Loja } from '@clinica/contracts';
import { urlLocal } from '../../../lib/arquivos-rest';
import { CampoImagem } from '../base/campo-imagem';

/** What each picture field will do on save: a new file, removal ('delete'), or nothing. */
export type MudancaImagem = { arquivo: File; url: string } | 'delete';
export type MudancasImagens = Partial<Record<ImagemLoja, MudancaImagem>>;

type Definicao = { campo: ImagemLoja; rotulo: string; orientacao: string; proporcao: string };

// The spec's guidance (spec 03 §8): logo 500x125 PNG up to 2MB; slide banners 1400x620;
// category and fixed banners 1024x1024.
const LOGO: Definicao = {
  campo: 'logo',
  rotulo: 'Logo',
  orientacao: '500x125 PNG até 2MB',
  proporcao: 'aspect-[4/1]',
};
const SLIDES: Definicao[] = (['top_case', 'top_case_2', 'top_case_3'] as const).map((campo, i) => ({
  campo,
  rotulo: `Banner do carrossel ${i + 1}`,
  orientacao: '1400x620, até 2MB',
  proporcao: 'aspect-[1400/620]',
}));
const CATEGORIAS: Definicao[] = (['banner_1', 'banner_2', 'banner_3'] as const).map((campo, i) => ({
  campo,
  rotulo: `Banner de categoria ${i + 1}`,
  orientacao: '1024x1024, até 2MB',
  proporcao: 'aspect-square',
}));
const FIXO: Definicao = {
  campo: 'banner_fixed',
  rotulo: 'Banner fixo',
  orientacao: '1024x1024, até 2MB',
  proporcao: 'aspect-square',
};
/** The logo and the first slide are required: they can be changed, never removed. */
const OBRIGATORIAS: ImagemLoja[] = ['logo', 'top_case'];

type Props = {
  loja: Loja;
  mudancas: MudancasImagens;
  onMudar: (campo: ImagemLoja, m: MudancaImagem | undefined) => void;
  faltando: ReadonlySet<ImagemLoja>;
};

/** The store's pictures: logo, three slide banners, three category banners, the fixed banner. */
export function SecaoImagensLoja({ loja, mudancas, onMudar, faltando }: Props) {
  const campo = (d: Definicao) => {
    const m = mudancas[d.campo];
    const atual = loja.imagens[d.campo];
    const preview = m === 'delete' ? null : (m?.url ?? (atual ? urlLocal(atual) : null));
    const obrigatoria = OBRIGATORIAS.includes(d.campo);
    return (
      <CampoImagem
        key={d.campo}
        rotulo={d.rotulo}
        orientacao={d.orientacao}
        proporcao={d.proporcao}
        preview={preview}
        obrigatorio={obrigatoria}
        erro={faltando.has(d.campo) ? 'Obrigatório' : undefined}
        onEscolher={(arquivo) => onMudar(d.campo, { arquivo, url: URL.createObjectURL(arquivo) })}
        onRemover={obrigatoria ? undefined : () => onMudar(d.campo, atual ? 'delete' : undefined)}
      />
    );
  };
  return (
    <div className="space-y-8">
      <div className="max-w-md">{campo(LOGO)}</div>
      <div>
        <h3 className="mb-3 text-sm font-semibold text-slate-900">Banners do carrossel</h3>
        <div className="grid gap-5 md:grid-cols-3">{SLIDES.map(campo)}</div>
      </div>
      <div>
        <h3 className="mb-3 text-sm font-semibold text-slate-900">Banners de categoria e banner fixo</h3>
        <div className="grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
          {[...CATEGORIAS, FIXO].map(campo)}
        </div>
      </div>
    </div>
  );
}
