import type { OrcamentoDetalhe } from '@clinica/contracts';
import {
  formatarCentavos,
  formatarCep,
  formatarCnpj,
  formatarCpf,
  formatarDataBr,
  formatarTelefone,
  horaLocalDe,
  nomeArquivoOrcamento,
} from '@clinica/domain';
import { jsPDF } from 'jspdf';
import { textoSessoesDoItem } from '../sessoes-item';
import {
  ALTURA_MAIUSCULA,
  baseDe,
  fonte,
  linhas,
  mm,
  type NomeCor,
  paraWinAnsi,
  preencher,
  quebrar,
  traco,
} from './desenho-pdf';

/**
 * The budget PDF, built in the browser; loaded on demand so jsPDF (≈ 300 kB) stays out of the main
 * bundle. A4 portrait in millimetres; the blocks take a top edge ("topo") and return a baseline.
 */

export type ContaPdf = {
  nome: string;
  tipo: string;
  documento: string | null;
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  cep: string | null;
  imagem_perfil: string | null;
};
export type LogoPdf = { dataUrl: string; formato: 'PNG' | 'JPEG'; largura: number; altura: number };
type Opcoes = { emitidoEm: Date; logo: LogoPdf | null };

const [LARGURA_PAGINA, ALTURA_PAGINA] = [210, 297];
const MARGEM = 18;
const DIREITA = LARGURA_PAGINA - MARGEM;
const LARGURA_UTIL = DIREITA - MARGEM;
/** Content never goes below this line: the footer lives underneath. */
const LIMITE_CONTEUDO = ALTURA_PAGINA - 24;
const LOGO_MAXIMO = 28;

// The value column takes what is left (32 mm): room for 'R$ 999.999.999,99'.
const COLUNAS = { tratamento: { x: MARGEM, largura: 92 }, profissional: { x: MARGEM + 92, largura: 50 } };
const RESPIRO_CELULA = 3;
const ALTURA_CABECALHO_TABELA = 8;
const ALTURA_BLOCO_TOTAL = 26;

// --- Formatting ---------------------------------------------------------------------------------

function documentoConta(documento: string | null): string | null {
  const digitos = documento?.replace(/\D/g, '') ?? '';
  if (digitos.length === 14) return `CNPJ ${formatarCnpj(digitos)}`;
  if (digitos.length === 11) return `CPF ${formatarCpf(digitos)}`;
  return null;
}

/** 'Rua X, 123 - Sala 4 - Bairro - Cidade/UF - CEP 01310-100', with the empty parts left out. */
function enderecoConta(c: ContaPdf): string | null {
  const limpo = (v: string | null) => v?.trim() || null;
  const rua = [limpo(c.endereco), limpo(c.numero)].filter(Boolean).join(', ');
  const cep = limpo(c.cep);
  const partes = [
    rua,
    limpo(c.complemento),
    limpo(c.bairro),
    [limpo(c.cidade), limpo(c.estado)].filter(Boolean).join('/'),
    cep ? `CEP ${formatarCep(cep)}` : null,
  ].filter((p): p is string => Boolean(p));
  return partes.length ? partes.join(' - ') : null;
}

function contatoPaciente(p: OrcamentoDetalhe['paciente']): string | null {
  const celular = p.celular?.replace(/\D/g, '');
  const partes = [
    celular ? `Celular ${formatarTelefone(celular, '55')}` : null,
    p.email?.trim() ? `E-mail ${p.email.trim()}` : null,
  ].filter(Boolean);
  return partes.length ? partes.join(' · ') : null;
}

/** The issue date in the clinic's zone (São Paulo): a late-evening print must not show tomorrow. */
const dataEmissao = (instante: Date) => formatarDataBr(horaLocalDe(instante).data);

/** Why a budget no longer holds; an ATIVO one prints with no notice. */
const AVISOS: Record<OrcamentoDetalhe['status'], string | null> = {
  ATIVO: null,
  VENCIDO: 'O prazo de validade deste orçamento terminou. Os valores não estão mais garantidos.',
  CANCELADO: 'Este orçamento foi cancelado e não tem validade.',
  INATIVO: 'Este orçamento está inativo e não tem validade.',
};
const rotuloAviso = (status: OrcamentoDetalhe['status']) => `ORÇAMENTO ${status}`;

/** Red for what the patient could mistake for a live quote; grey for an archived one. */
const corDoAviso = (status: OrcamentoDetalhe['status']): NomeCor =>
  status === 'INATIVO' ? 'secundario' : 'alerta';

// --- Blocks -------------------------------------------------------------------------------------

/** Fits the logo in the box keeping its proportions. */
function tamanhoLogo(logo: LogoPdf): { largura: number; altura: number } {
  const escala = Math.min(LOGO_MAXIMO / logo.largura, LOGO_MAXIMO / logo.altura);
  return { largura: logo.largura * escala, altura: logo.altura * escala };
}

/** Logo, clinic name, document and address, vertically centred on the logo; returns the rule's y. */
function cabecalho(doc: jsPDF, conta: ContaPdf, logo: LogoPdf | null): number {
  const caixa = logo ? tamanhoLogo(logo) : { largura: 0, altura: 0 };
  const x = logo ? MARGEM + caixa.largura + 6 : MARGEM;
  const largura = DIREITA - x;
  fonte(doc, 9, 'normal', 'secundario');
  const detalhes = [documentoConta(conta.documento), enderecoConta(conta)]
    .filter((t): t is string => Boolean(t))
    .flatMap((t) => quebrar(doc, t, largura));
  fonte(doc, 17, 'bold', 'texto');
  const nome = quebrar(doc, conta.nome, largura);
  const entreNome = mm(17) * 1.2;
  const entreDetalhe = mm(9) * 1.45;
  const alturaTexto =
    mm(17) * ALTURA_MAIUSCULA +
    (nome.length - 1) * entreNome +
    (detalhes.length ? 3 + detalhes.length * entreDetalhe : 0);
  const topo = MARGEM + Math.max(0, (caixa.altura - alturaTexto) / 2);
  if (logo) {
    const topoLogo = MARGEM + Math.max(0, (alturaTexto - caixa.altura) / 2);
    doc.addImage(logo.dataUrl, logo.formato, MARGEM, topoLogo, caixa.largura, caixa.altura);
  }
  let fim = linhas(doc, nome, x, topo, entreNome);
  if (detalhes.length) {
    fonte(doc, 9, 'normal', 'secundario');
    fim = linhas(doc, detalhes, x, fim + 3 + entreDetalhe - mm(9) * ALTURA_MAIUSCULA, entreDetalhe);
  }
  const regua = Math.max(fim + 2, MARGEM + caixa.altura) + 5;
  traco(doc, 'destaque', 0.7).line(MARGEM, regua, DIREITA, regua);
  return regua;
}

/** 'Orçamento nº 42', the issue date at right and, when it no longer holds, a label and a notice. */
function titulo(doc: jsPDF, o: OrcamentoDetalhe, emitidoEm: Date, topo: number): number {
  fonte(doc, 20, 'bold', 'texto');
  const texto = `Orçamento nº ${o.id}`;
  const base = linhas(doc, [texto], MARGEM, topo, 0);
  const fimTitulo = MARGEM + doc.getTextWidth(texto);
  fonte(doc, 9, 'normal', 'secundario');
  doc.text(`Emitido em ${dataEmissao(emitidoEm)}`, DIREITA, base, { align: 'right' });
  const aviso = AVISOS[o.status];
  if (!aviso) return base;
  const cor = corDoAviso(o.status);
  const rotulo = rotuloAviso(o.status);
  const larguraRotulo = fonte(doc, 8.5, 'bold', cor).getTextWidth(rotulo) + 6;
  preencher(doc, cor === 'alerta' ? 'alertaClaro' : 'cinzaClaro');
  traco(doc, cor, 0.35).roundedRect(fimTitulo + 5, base - 5, larguraRotulo, 6.4, 1.2, 1.2, 'FD');
  doc.text(rotulo, fimTitulo + 8, base - 0.6);
  fonte(doc, 9, 'normal', cor);
  return linhas(doc, quebrar(doc, aviso, LARGURA_UTIL), MARGEM, base + 4.5, mm(9) * 1.4);
}

function blocoPaciente(doc: jsPDF, p: OrcamentoDetalhe['paciente'], topo: number): number {
  fonte(doc, 7.5, 'bold', 'destaque').setCharSpace(0.4);
  let fim = linhas(doc, ['PACIENTE'], MARGEM, topo, 0);
  doc.setCharSpace(0);
  fonte(doc, 12, 'bold', 'texto');
  fim = linhas(doc, quebrar(doc, p.nome, LARGURA_UTIL), MARGEM, fim + 3, mm(12) * 1.25);
  const contato = contatoPaciente(p);
  if (contato) {
    fonte(doc, 9, 'normal', 'secundario');
    fim = linhas(doc, quebrar(doc, contato, LARGURA_UTIL), MARGEM, fim + 2.5, mm(9) * 1.4);
  }
  return fim;
}

function cabecalhoTabela(doc: jsPDF, topo: number): number {
  const fundo = topo + ALTURA_CABECALHO_TABELA;
  preencher(doc, 'destaqueClaro').rect(MARGEM, topo, LARGURA_UTIL, ALTURA_CABECALHO_TABELA, 'F');
  traco(doc, 'destaque', 0.4).line(MARGEM, fundo, DIREITA, fundo);
  fonte(doc, 9, 'bold', 'destaqueEscuro');
  const base = topo + ALTURA_CABECALHO_TABELA / 2 + (mm(9) * ALTURA_MAIUSCULA) / 2;
  doc.text('Tratamento', COLUNAS.tratamento.x + RESPIRO_CELULA, base);
  doc.text('Profissional', COLUNAS.profissional.x + RESPIRO_CELULA, base);
  doc.text('Valor', DIREITA - RESPIRO_CELULA, base, { align: 'right' });
  return fundo;
}

type Linha = { tratamento: string[]; profissional: string[]; valor: string; altura: number };

const ENTRELINHA_ITEM = mm(10) * 1.3;

function medirLinha(doc: jsPDF, item: OrcamentoDetalhe['tratamentos'][number]): Linha {
  const util = (coluna: { largura: number }) => coluna.largura - 2 * RESPIRO_CELULA;
  fonte(doc, 10, 'normal', 'texto');
  const sessoes = textoSessoesDoItem(item);
  const tratamento = quebrar(
    doc,
    sessoes ? `${item.nome} — ${sessoes}` : item.nome,
    util(COLUNAS.tratamento),
  );
  const profissional = quebrar(doc, item.profissional.nome, util(COLUNAS.profissional));
  const linhasTexto = Math.max(tratamento.length, profissional.length);
  const altura = 2 * 3.2 + mm(10) * ALTURA_MAIUSCULA + (linhasTexto - 1) * ENTRELINHA_ITEM;
  return { tratamento, profissional, valor: formatarCentavos(item.valor_item), altura };
}

function desenharLinha(doc: jsPDF, linha: Linha, topo: number, zebra: boolean): number {
  if (zebra) preencher(doc, 'cinzaClaro').rect(MARGEM, topo, LARGURA_UTIL, linha.altura, 'F');
  const topoTexto = topo + 3.2;
  fonte(doc, 10, 'normal', 'texto');
  linhas(doc, linha.tratamento, COLUNAS.tratamento.x + RESPIRO_CELULA, topoTexto, ENTRELINHA_ITEM);
  doc.text(linha.valor, DIREITA - RESPIRO_CELULA, baseDe(doc, topoTexto), { align: 'right' });
  fonte(doc, 10, 'normal', 'secundario');
  linhas(doc, linha.profissional, COLUNAS.profissional.x + RESPIRO_CELULA, topoTexto, ENTRELINHA_ITEM);
  const fundo = topo + linha.altura;
  traco(doc, 'linha', 0.2).line(MARGEM, fundo, DIREITA, fundo);
  return fundo;
}

/**
 * A new page starts with a reminder of whose budget it is (and, if it no longer holds, that it
 * doesn't), so a loose sheet is still identifiable and can't pass as valid.
 */
function novaPagina(doc: jsPDF, o: OrcamentoDetalhe): number {
  doc.addPage();
  const aviso = AVISOS[o.status] ? rotuloAviso(o.status) : null;
  const texto = [`Orçamento nº ${o.id}`, `${o.paciente.nome} (continuação)`, aviso]
    .filter(Boolean)
    .join(' · ');
  fonte(doc, 8.5, aviso ? 'bold' : 'normal', aviso ? corDoAviso(o.status) : 'suave');
  const base = linhas(doc, [quebrar(doc, texto, LARGURA_UTIL)[0] ?? ''], MARGEM, MARGEM, 0);
  return base + 5;
}

function tabela(doc: jsPDF, o: OrcamentoDetalhe, topo: number): number {
  let y = cabecalhoTabela(doc, topo);
  const ultima = o.tratamentos.length - 1;
  o.tratamentos.forEach((item, i) => {
    const linha = medirLinha(doc, item);
    // The last row carries the total with it: a total alone on a page reads as a stray sheet.
    const reserva = i === ultima ? ALTURA_BLOCO_TOTAL : 0;
    if (y + linha.altura + reserva > LIMITE_CONTEUDO) y = cabecalhoTabela(doc, novaPagina(doc, o));
    y = desenharLinha(doc, linha, y, i % 2 === 1);
  });
  return y;
}

/**
 * The total, bold on a band, with the validity date right under it so neither is missed. A budget
 * that no longer holds gets a grey band: the teal one is what a valid quote looks like.
 */
function blocoTotal(doc: jsPDF, o: OrcamentoDetalhe, topo: number): number {
  const y = topo + 4 + ALTURA_BLOCO_TOTAL > LIMITE_CONTEUDO ? novaPagina(doc, o) : topo + 4;
  const altura = 13;
  const valido = o.status === 'ATIVO';
  preencher(doc, valido ? 'destaque' : 'suave').roundedRect(MARGEM, y, LARGURA_UTIL, altura, 1.5, 1.5, 'F');
  const meio = y + altura / 2 + (mm(15) * ALTURA_MAIUSCULA) / 2;
  fonte(doc, 11, 'bold', 'branco');
  doc.text('Total', MARGEM + RESPIRO_CELULA, meio);
  fonte(doc, 15, 'bold', 'branco');
  doc.text(formatarCentavos(o.valor_total), DIREITA - RESPIRO_CELULA, meio, { align: 'right' });
  fonte(doc, 10, 'bold', valido ? 'destaqueEscuro' : corDoAviso(o.status));
  const base = baseDe(doc, y + altura + 4);
  doc.text(`Válido até ${formatarDataBr(o.vencimento)}`, DIREITA - RESPIRO_CELULA, base, { align: 'right' });
  return base;
}

function rodapes(doc: jsPDF, conta: ContaPdf): void {
  const total = doc.getNumberOfPages();
  const base = ALTURA_PAGINA - 11;
  for (let pagina = 1; pagina <= total; pagina++) {
    doc.setPage(pagina);
    traco(doc, 'linha', 0.3).line(MARGEM, base - 4.5, DIREITA, base - 4.5);
    fonte(doc, 8, 'normal', 'suave');
    doc.text(quebrar(doc, conta.nome, LARGURA_UTIL - 40)[0] ?? '', MARGEM, base);
    doc.text(`Página ${pagina} de ${total}`, DIREITA, base, { align: 'right' });
  }
}

// --- Entry points -------------------------------------------------------------------------------

export function montarPdfOrcamento(orcamento: OrcamentoDetalhe, conta: ContaPdf, opcoes: Opcoes): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  doc.setDocumentProperties({
    title: paraWinAnsi(`Orçamento nº ${orcamento.id}`),
    author: paraWinAnsi(conta.nome),
    subject: paraWinAnsi(`Orçamento de ${orcamento.paciente.nome}`),
    creator: paraWinAnsi(conta.nome),
  });
  const regua = cabecalho(doc, conta, opcoes.logo);
  const fimTitulo = titulo(doc, orcamento, opcoes.emitidoEm, regua + 9);
  const fimPaciente = blocoPaciente(doc, orcamento.paciente, fimTitulo + 9);
  const fimTabela = tabela(doc, orcamento, fimPaciente + 8);
  blocoTotal(doc, orcamento, fimTabela);
  rodapes(doc, conta);
  return doc;
}

const FORMATOS: Record<string, LogoPdf['formato']> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

function lerComoDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => resolve(String(leitor.result));
    leitor.onerror = () => reject(leitor.error);
    leitor.readAsDataURL(blob);
  });
}

function medirImagem(dataUrl: string): Promise<{ largura: number; altura: number }> {
  return new Promise((resolve, reject) => {
    const imagem = new Image();
    imagem.onload = () => resolve({ largura: imagem.naturalWidth, altura: imagem.naturalHeight });
    imagem.onerror = () => reject(new Error('imagem ilegível'));
    imagem.src = dataUrl;
  });
}

/**
 * The clinic's logo, or null. A missing or odd logo must never stop the budget from printing,
 * so every failure (network, other format, broken file) just leaves the header without it.
 */
export async function carregarLogo(url: string | null): Promise<LogoPdf | null> {
  if (!url) return null;
  try {
    const resposta = await fetch(url);
    if (!resposta.ok) return null;
    const blob = await resposta.blob();
    const formato = FORMATOS[blob.type];
    if (!formato) return null;
    const dataUrl = await lerComoDataUrl(blob);
    const { largura, altura } = await medirImagem(dataUrl);
    return largura > 0 && altura > 0 ? { dataUrl, formato, largura, altura } : null;
  } catch {
    return null;
  }
}

export async function salvarPdfOrcamento(orcamento: OrcamentoDetalhe, conta: ContaPdf): Promise<void> {
  const logo = await carregarLogo(conta.imagem_perfil);
  const doc = montarPdfOrcamento(orcamento, conta, { emitidoEm: new Date(), logo });
  doc.save(nomeArquivoOrcamento(orcamento.paciente.nome));
}
