import type { DocumentoPublicoPagina } from '@clinica/contracts';
import { dataLonga } from './data-documento';
import { HtmlSeguro } from './html-seguro';

/** The document as the patient reads it (and as it prints): heading, header, body, city and date. */
export function DocumentoConteudo({ doc }: { doc: DocumentoPublicoPagina }) {
  return (
    <article className="space-y-5">
      <h2 className="text-center text-base font-bold tracking-wide text-slate-900">{doc.cabecalho_titulo}</h2>
      {doc.cabecalho && <HtmlSeguro html={doc.cabecalho} />}
      <HtmlSeguro html={doc.corpo} />
      <p className="text-right text-sm text-slate-700">
        {doc.conta.cidade || 'Cidade'}, {dataLonga(doc.criado_em)}.
      </p>
    </article>
  );
}

/** Clinic logo and name at the top of the public pages. */
export function CabecalhoClinica({ conta }: { conta: DocumentoPublicoPagina['conta'] }) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      {conta.imagem_perfil ? (
        <img
          src={conta.imagem_perfil}
          alt={`Logo de ${conta.nome}`}
          className="h-16 max-w-48 object-contain"
        />
      ) : (
        <img src="/icon.svg" alt="" className="size-12" />
      )}
      <p className="text-sm font-medium text-slate-600">{conta.nome}</p>
    </div>
  );
}
