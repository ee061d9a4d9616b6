import { formatarCentavos, formatarCpf, formatarDataBr, formatarTelefone } from '@clinica/domain';
import PDFDocument from 'pdfkit';
import type { CabecalhoDados } from './dados-json';
import { type Consultas, emLotes } from './exportacao-paciente.repository';
import { dataHora } from './formato';

/** One section of the summary: its title, its query and how a row reads as one line. */
type Secao = {
  titulo: string;
  chave: keyof Consultas;
  // biome-ignore lint/suspicious/noExplicitAny: the row of that query
  linha: (r: any, fuso: string) => string;
};

const SECOES: Secao[] = [
  {
    titulo: 'Agendamentos',
    chave: 'agendamentos',
    linha: (r, f) =>
      `${dataHora(r.inicio, f)} — ${r.tratamento ?? 'Tratamento'} com ${r.profissional ?? '—'} (${r.status})`,
  },
  {
    titulo: 'Documentos (termos e contratos)',
    chave: 'documentos',
    linha: (r, f) =>
      `Nº ${r.id} — ${r.titulo} (${r.tipo}), criado em ${dataHora(r.criado_em, f)}${
        r.assinado_em ? `, assinado em ${dataHora(r.assinado_em, f)}` : ', não assinado'
      }`,
  },
  {
    titulo: 'Anamneses',
    chave: 'anamneses',
    linha: (r, f) =>
      `Nº ${r.id} — ${r.nome_modelo}, criada em ${dataHora(r.criado_em, f)}${
        r.assinado_em ? `, assinada em ${dataHora(r.assinado_em, f)}` : ', não assinada'
      }`,
  },
  {
    titulo: 'Orçamentos',
    chave: 'orcamentos',
    linha: (r, f) =>
      `Nº ${r.id} — criado em ${dataHora(r.criado_em, f)}, ${r.status}, ${formatarCentavos(r.valor_total)}, vence em ${formatarDataBr(String(r.vencimento))}`,
  },
  {
    titulo: 'Transações financeiras',
    chave: 'transacoes',
    linha: (r) =>
      `Nº ${r.id} — ${r.tipo}, ${formatarCentavos(r.valor_total)} (pago ${formatarCentavos(r.valor_pago)}), vence em ${formatarDataBr(String(r.vencimento))}`,
  },
  {
    titulo: 'Fotos',
    chave: 'fotos',
    linha: (r, f) => `Nº ${r.id} — ${r.nome} (${r.nome_arquivo}), enviada em ${dataHora(r.criado_em, f)}`,
  },
  {
    titulo: 'Arquivos',
    chave: 'arquivos',
    linha: (r, f) => `Nº ${r.id} — ${r.nome} (${r.nome_arquivo}), enviado em ${dataHora(r.criado_em, f)}`,
  },
];

const campo = (doc: PDFKit.PDFDocument, rotulo: string, valor: string | null | undefined) => {
  if (!valor) return;
  doc.font('Helvetica-Bold').text(`${rotulo}: `, { continued: true }).font('Helvetica').text(valor);
};

/**
 * resumo.pdf with pdfkit: a server-side library whose document is a Node Readable, so pages flow
 * into the ZIP as they are written (jsPDF builds the whole file in memory and is a browser
 * library first). The standard Helvetica encodes WinAnsi, which covers Portuguese accents, so no
 * font file travels. The lists are written batch by batch from the same queries as dados.json.
 */
export function resumoPdf(
  cab: CabecalhoDados,
  q: Consultas,
  fuso: string,
  quantos: Record<string, number>,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: 'Exportação de dados do paciente', Author: cab.clinica.nome, Creator: 'Clínica' },
  });
  const p = cab.paciente as Record<string, string | null>;
  void (async () => {
    doc.font('Helvetica').fontSize(10).fillColor('#475569').text(cab.clinica.nome, { align: 'center' });
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(16).fillColor('#0f172a');
    doc.text('Exportação de dados do paciente', { align: 'center' });
    doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#475569');
    doc.text(
      `Gerada em ${dataHora(cab.exportado_em, fuso)} por ${cab.exportado_por.nome}. Esta exportação foi registrada no histórico de acessos do paciente.`,
      { align: 'center' },
    );
    doc.moveDown().fontSize(12).fillColor('#0f172a').font('Helvetica-Bold').text('Paciente');
    doc.fontSize(10);
    campo(doc, 'Nome', p.nome);
    campo(doc, 'CPF', p.cpf ? formatarCpf(p.cpf) : null);
    campo(doc, 'RG', p.rg);
    campo(doc, 'Nascimento', p.nascimento ? formatarDataBr(String(p.nascimento)) : null);
    campo(doc, 'Sexo', p.sexo);
    campo(doc, 'Celular', p.celular ? formatarTelefone(p.celular, p.ddi === '1' ? '1' : '55') : null);
    campo(doc, 'E-mail', p.email);
    const endereco = [p.endereco, p.numero, p.complemento, p.bairro, p.cidade, p.estado, p.cep]
      .filter(Boolean)
      .join(', ');
    campo(doc, 'Endereço', endereco);
    campo(doc, 'Responsável', p.responsavel_nome);
    campo(doc, 'Observação', p.observacao);

    doc.moveDown().fontSize(12).font('Helvetica-Bold').text('O que este arquivo contém');
    doc.fontSize(10).font('Helvetica');
    doc.text(
      'resumo.pdf (este resumo); dados.json (todos os dados que a clínica guarda do paciente); ' +
        'documentos/ (termos, contratos e anamneses assinados, com as evidências da assinatura); ' +
        'fotos/ e arquivos/ (os arquivos enviados).',
    );
    doc.moveDown(0.5);
    for (const s of SECOES) doc.text(`${s.titulo}: ${quantos[s.chave] ?? 0}`);
    doc.text(`Registros de acesso à ficha: ${quantos.acessos ?? 0}`);

    for (const s of SECOES) {
      doc
        .moveDown()
        .fontSize(12)
        .font('Helvetica-Bold')
        .text(`${s.titulo} (${quantos[s.chave] ?? 0})`);
      doc.fontSize(9).font('Helvetica');
      let algum = false;
      // biome-ignore lint/suspicious/noExplicitAny: the section's own query
      for await (const linhas of emLotes(q[s.chave]() as any)) {
        for (const r of linhas) doc.text(`• ${s.linha(r, fuso)}`);
        algum = true;
      }
      if (!algum) doc.fillColor('#64748b').text('Nenhum registro.').fillColor('#0f172a');
    }
    doc.end();
  })().catch((e) => doc.destroy(e instanceof Error ? e : new Error(String(e))));
  return doc;
}
