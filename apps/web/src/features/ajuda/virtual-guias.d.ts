/** The module built by apps/web/plugin-guias.ts from docs/guias/*.md. */
declare module 'virtual:guias' {
  export type Secao = {
    /** The `##` heading's anchor; '' for the text before the first heading. */
    id: string;
    titulo: string | null;
    /** HTML rendered at build time from the repository's Markdown. */
    html: string;
    /** Plain text of the section, for the search. */
    texto: string;
  };
  export type Guia = {
    slug: string;
    titulo: string;
    resumo: string;
    duracao: string;
    ordem: number;
    secoes: Secao[];
  };
  /** The tutorials, in their reading order. */
  export const guias: Guia[];
  /** The help page's questions: one `##` section each, with a title. */
  export const perguntas: (Secao & { titulo: string })[];
}
