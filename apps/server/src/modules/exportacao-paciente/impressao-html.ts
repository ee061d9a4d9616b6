import type { AnamnesePublica, DocumentoPublico, Evidencia } from '@clinica/contracts';
import { dataHora } from './formato';

/**
 * The staff print views (/imprimir/…) as standalone HTML files for the export ZIP: the same
 * record the print services answer (documento.imprimir / anamnese.imprimir), with the signature
 * image inline as a data URL (the signed image URL expires; the ZIP must open offline). The
 * document's header and body come already sanitized by those services; every other value is
 * escaped here. No script, no remote resource: the page's CSP says so too.
 */

const escapar = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** 'Qual?' + 'Dipirona' → 'Qual? Dipirona'; 'Medicamento' + 'X' → 'Medicamento: X' (as the web's view). */
const respostaAuxiliar = (texto: string | null, resposta: string) =>
  texto ? (/[?:]\s*$/.test(texto) ? `${texto.trim()} ${resposta}` : `${texto}: ${resposta}`) : resposta;

const ESTILO = `body{font-family:system-ui,Arial,sans-serif;color:#0f172a;max-width:210mm;margin:0 auto;padding:32px}
.clinica{text-align:center;color:#475569;font-size:14px}h1{text-align:center;font-size:18px}
.assinatura{text-align:center;margin-top:24px}.assinatura img{height:112px}.linha{width:288px;margin:0 auto;border-top:1px solid #94a3b8}
.evidencia{border:1px solid #cbd5e1;border-radius:8px;padding:16px;font-size:12px;margin-top:24px;word-break:break-all}
.mono{font-family:ui-monospace,monospace}ol li{border-bottom:1px solid #e2e8f0;padding-bottom:8px;margin-bottom:12px}`;

function pagina(titulo: string, corpo: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${escapar(titulo)}</title><style>${ESTILO}</style></head>
<body>${corpo}</body></html>
`;
}

function blocoAssinatura(imagem: string | null, pendente: string): string {
  if (!imagem) return `<p class="assinatura">${pendente}</p>`;
  return `<div class="assinatura"><img src="${escapar(imagem)}" alt="Assinatura do paciente"><div class="linha"></div><p>Assinatura do paciente</p></div>`;
}

function blocoEvidencia(e: Evidencia | null, fuso: string, verificacao?: string): string {
  if (!e) return '';
  const verificar = verificacao
    ? `<p>Verifique em: <a href="${escapar(verificacao)}">${escapar(verificacao)}</a></p>`
    : '';
  return `<section class="evidencia" aria-label="Evidências da assinatura">
<p><strong>Evidências da assinatura eletrônica</strong></p>
<p>Assinado em: ${escapar(dataHora(e.assinado_em, fuso))}</p>
<p>IP: ${escapar(e.ip ?? '—')}</p>
<p>Navegador: ${escapar(e.user_agent ?? '—')}</p>
<p class="mono">SHA-256 do conteúdo: ${escapar(e.hash_conteudo)}</p>
<p class="mono">SHA-256 da assinatura: ${escapar(e.hash_assinatura)}</p>
${verificar}</section>`;
}

export function htmlDocumento(
  d: DocumentoPublico,
  o: { imagem: string | null; fuso: string; verificacao: string },
): string {
  return pagina(
    d.cabecalho_titulo,
    `<p class="clinica">${escapar(d.conta.nome)}</p>
<h1>${escapar(d.cabecalho_titulo)}</h1>
<div>${d.cabecalho}</div>
<div>${d.corpo}</div>
${blocoAssinatura(o.imagem, 'Documento ainda não assinado.')}
${blocoEvidencia(d.evidencia, o.fuso, d.evidencia ? o.verificacao : undefined)}`,
  );
}

export function htmlAnamnese(a: AnamnesePublica, o: { imagem: string | null; fuso: string }): string {
  const itens = (a.respostas ?? [])
    .map(
      (r, i) =>
        `<li><p><strong>${i + 1}. ${escapar(r.pergunta)}</strong></p><p>${escapar(r.resposta || '—')}</p>${
          r.resposta_auxiliar
            ? `<p>${escapar(respostaAuxiliar(r.texto_auxiliar, r.resposta_auxiliar))}</p>`
            : ''
        }</li>`,
    )
    .join('\n');
  return pagina(
    a.modelo_anamnese.nome,
    `<p class="clinica">${escapar(a.conta.nome)}</p>
<h1>${escapar(a.modelo_anamnese.nome)}</h1>
<ol style="list-style:none;padding:0">${itens}</ol>
${blocoAssinatura(o.imagem, 'Anamnese ainda não assinada.')}
${blocoEvidencia(a.evidencia, o.fuso)}`,
  );
}
