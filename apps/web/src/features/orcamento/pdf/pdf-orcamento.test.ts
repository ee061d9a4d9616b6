import type { OrcamentoDetalhe } from '@clinica/contracts';
import { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContaPdf, carregarLogo, type LogoPdf, montarPdfOrcamento } from './pdf-orcamento';

const conta: ContaPdf = {
  nome: 'Clínica Sorriso & Saúde',
  tipo: 'clinica',
  documento: '11222333000181',
  endereco: 'Avenida Paulista',
  numero: '1578',
  complemento: 'Sala 4',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  cep: '01310200',
  imagem_perfil: null,
};

type Item = OrcamentoDetalhe['tratamentos'][number];
const item = (id: number, nome: string, profissional: string, valor_venda: number): Item => ({
  id,
  id_tratamento: id,
  nome,
  descricao: null,
  valor_venda,
  quantidade: 1,
  valor_pacote: null,
  valor_item: valor_venda,
  id_profissional: id,
  profissional: { id, nome: profissional },
});

function orcamento(tratamentos: Item[], extra: Partial<OrcamentoDetalhe> = {}): OrcamentoDetalhe {
  return {
    id: 42,
    id_paciente: 7,
    paciente: { id: 7, nome: 'João Conceição', email: 'joao@exemplo.com', celular: '11987654321' },
    valor_total: tratamentos.reduce((s, t) => s + t.valor_venda, 0),
    vencimento: '2026-12-25',
    status: 'ATIVO',
    transacao: null,
    criado_em: '2026-11-24T13:00:00.000Z',
    tratamentos,
    ...extra,
  };
}

const doisItens = [
  item(1, 'Clareamento dental', 'Dra. Letícia Müller', 30000),
  item(2, 'Restauração em resina', 'Dr. Otávio Gonçalves', 15050),
];
// 23:30 of 24/11 in São Paulo, already 25/11 in UTC.
const emitidoEm = new Date('2026-11-25T02:30:00Z');
// A 1×1 opaque PNG.
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const logo: LogoPdf = { dataUrl: PNG_1X1, formato: 'PNG', largura: 1, altura: 1 };

/** The strings drawn on a page (jsPDF writes uncompressed '(...) Tj' operators, Latin-1 bytes). */
function textosDaPagina(doc: jsPDF, pagina: number): string[] {
  const conteudo = (doc.internal.pages as unknown as string[][])[pagina]?.join('\n') ?? '';
  return [...conteudo.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
}

function textoTodo(doc: jsPDF): string {
  const paginas = Array.from({ length: doc.getNumberOfPages() }, (_, i) => textosDaPagina(doc, i + 1));
  return paginas.flat().join('\n');
}

describe('montarPdfOrcamento', () => {
  it('A4 retrato, com clínica, título, paciente, itens, total, validade e rodapé', () => {
    const doc = montarPdfOrcamento(orcamento(doisItens), conta, { emitidoEm, logo: null });
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(210, 1);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(297, 1);
    expect(doc.getNumberOfPages()).toBe(1);
    const texto = textoTodo(doc);
    for (const esperado of [
      'Clínica Sorriso & Saúde',
      'CNPJ 11.222.333/0001-81',
      'Avenida Paulista, 1578 - Sala 4 - Bela Vista - São Paulo/SP - CEP 01310-200',
      'Orçamento nº 42',
      'Emitido em 24/11/2026',
      'João Conceição',
      'Celular (11) 98765-4321 · E-mail joao@exemplo.com',
      'Tratamento',
      'Profissional',
      'Valor',
      'Clareamento dental',
      'Dra. Letícia Müller',
      'Restauração em resina',
      'Dr. Otávio Gonçalves',
      'R$ 300,00',
      'R$ 150,50',
      'Total',
      'R$ 450,50',
      'Válido até 25/12/2026',
      'Página 1 de 1',
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).not.toContain('ORÇAMENTO ');
  });

  it('grava título e autor nas propriedades do documento', () => {
    const doc = montarPdfOrcamento(orcamento(doisItens), conta, { emitidoEm, logo: null });
    const saida = doc.output();
    expect(saida).toContain('/Title (Orçamento nº 42)');
    expect(saida).toContain('/Author (Clínica Sorriso & Saúde)');
  });

  it('inclui o logo quando há um', () => {
    const semLogo = montarPdfOrcamento(orcamento(doisItens), conta, { emitidoEm, logo: null }).output();
    const comLogo = montarPdfOrcamento(orcamento(doisItens), conta, { emitidoEm, logo }).output();
    expect(semLogo).not.toContain('/Subtype /Image');
    expect(comLogo).toContain('/Subtype /Image');
  });

  it('omite o que a clínica e o paciente não têm', () => {
    const vazia: ContaPdf = { ...conta, documento: null, endereco: null, numero: null, complemento: null };
    const o = orcamento(doisItens, { paciente: { id: 7, nome: 'Ana', email: null, celular: null } });
    const texto = textoTodo(montarPdfOrcamento(o, vazia, { emitidoEm, logo: null }));
    expect(texto).toContain('Bela Vista - São Paulo/SP - CEP 01310-200');
    expect(texto).not.toMatch(/CNPJ|CPF|Celular|E-mail|null/);
  });

  it('CPF quando o documento tem 11 dígitos', () => {
    const texto = textoTodo(
      montarPdfOrcamento(
        orcamento(doisItens),
        { ...conta, documento: '52998224725' },
        { emitidoEm, logo: null },
      ),
    );
    expect(texto).toContain('CPF 529.982.247-25');
  });

  it.each([
    ['CANCELADO', 'ORÇAMENTO CANCELADO'],
    ['VENCIDO', 'ORÇAMENTO VENCIDO'],
    ['INATIVO', 'ORÇAMENTO INATIVO'],
  ] as const)('%s é avisado no documento', (status, aviso) => {
    const texto = textoTodo(
      montarPdfOrcamento(orcamento(doisItens, { status }), conta, { emitidoEm, logo: null }),
    );
    expect(texto).toContain(aviso);
  });

  it('quebra nomes longos dentro da coluna', () => {
    const longo =
      'Clareamento dental a laser com moldeira personalizada para manutenção em casa por seis meses';
    const doc = montarPdfOrcamento(orcamento([item(1, longo, 'Dra. Ana', 1000)]), conta, {
      emitidoEm,
      logo: null,
    });
    const pedacos = textosDaPagina(doc, 1).filter((t) => t && longo.includes(t));
    expect(pedacos.length).toBeGreaterThan(1);
    expect(pedacos.join(' ')).toBe(longo);
    const regua = new jsPDF({ unit: 'mm', format: 'a4' }).setFont('helvetica', 'normal').setFontSize(10);
    for (const p of pedacos) expect(regua.getTextWidth(p)).toBeLessThanOrEqual(92 - 6);
  });

  it('50 itens ocupam várias páginas, com cabeçalho da tabela e "Página X de Y" em cada uma', () => {
    const itens = Array.from({ length: 50 }, (_, i) =>
      item(i + 1, `Tratamento número ${i + 1}`, `Profissional ${i + 1}`, 1000 + i),
    );
    const o = orcamento(itens);
    const doc = montarPdfOrcamento(o, conta, { emitidoEm, logo });
    const total = doc.getNumberOfPages();
    expect(total).toBeGreaterThan(1);
    for (let pagina = 1; pagina <= total; pagina++) {
      const textos = textosDaPagina(doc, pagina);
      expect(textos).toContain(`Página ${pagina} de ${total}`);
      expect(textos).toContain('Tratamento');
      expect(textos).toContain('Clínica Sorriso & Saúde');
    }
    const texto = textoTodo(doc);
    for (const i of itens) {
      expect(texto).toContain(i.nome);
      expect(texto).toContain(i.profissional.nome);
    }
    expect(textosDaPagina(doc, total).join('\n')).toContain('Orçamento nº 42 · João Conceição (continuação)');
    expect(textosDaPagina(doc, total)).toContain('R$ 512,25');
  });

  it('troca caracteres que a Helvetica não desenha em vez de corromper a linha', () => {
    const o = orcamento(doisItens, {
      paciente: { id: 7, nome: 'Łukasz Wałęsa 😀', email: null, celular: null },
    });
    const texto = textoTodo(montarPdfOrcamento(o, conta, { emitidoEm, logo: null }));
    expect(texto).toContain('Lukasz Walesa');
    expect(texto).not.toContain('\u0000');
  });
});

describe('carregarLogo', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sem URL, sem logo (e sem rede)', async () => {
    const buscar = vi.fn();
    vi.stubGlobal('fetch', buscar);
    expect(await carregarLogo(null)).toBeNull();
    expect(buscar).not.toHaveBeenCalled();
  });

  it('falha de rede → null, sem lançar', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await carregarLogo('/uploads/logo.png')).toBeNull();
  });

  it('resposta de erro → null', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nada', { status: 404 })));
    expect(await carregarLogo('/uploads/logo.png')).toBeNull();
  });

  it('formato que o PDF não aceita (SVG, WebP…) → null', async () => {
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(svg)));
    expect(await carregarLogo('/uploads/logo.svg')).toBeNull();
  });

  it('PNG → data URL e tamanho natural', async () => {
    const bytes = Buffer.from(PNG_1X1.split(',')[1] ?? '', 'base64');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(new Blob([bytes], { type: 'image/png' }))));
    // Node has neither FileReader nor Image: minimal stand-ins with the browser's contract.
    vi.stubGlobal(
      'FileReader',
      class {
        result: string | null = null;
        onload: (() => void) | null = null;
        readAsDataURL(blob: Blob) {
          void blob.arrayBuffer().then((b) => {
            this.result = `data:${blob.type};base64,${Buffer.from(b).toString('base64')}`;
            this.onload?.();
          });
        }
      },
    );
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 120;
        naturalHeight = 60;
        onload: (() => void) | null = null;
        set src(_: string) {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    expect(await carregarLogo('/uploads/logo.png')).toEqual({
      dataUrl: PNG_1X1,
      formato: 'PNG',
      largura: 120,
      altura: 60,
    });
  });
});
