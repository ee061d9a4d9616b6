import { expect } from 'vitest';
import { ZipFile } from 'yazl';
import { processarImportacoes } from '../modules/importacao/execucao';
import type { AppDeTeste } from './app-de-teste';
import { payload } from './cenario-agenda';
import { entrada, novoProduto, saida } from './cenario-estoque';
import { clinicaComFinanceiro, novaReceita } from './cenario-financeiro';
import { diaDaClinica } from './cenario-orcamento';
import { rest } from './http';

/*
 * What the import's contract tests send: a browser's multipart form, the peers' CSV, a minimal
 * XLSX, and the patients' count they check against.
 */

/** A form with the file and the other fields, as a browser sends it. */
export function formulario(arquivo: Buffer, nome: string, campos: Record<string, string> = {}) {
  const b = 'limite123';
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) {
    partes.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  partes.push(
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    arquivo,
    Buffer.from(`\r\n--${b}--\r\n`),
  );
  return { corpo: Buffer.concat(partes), tipo: `multipart/form-data; boundary=${b}` };
}

export async function enviar(
  t: AppDeTeste,
  token: string,
  arquivo: Buffer,
  campos: Record<string, string> = { tipo: 'pacientes' },
  nome = 'pacientes.csv',
) {
  const f = formulario(arquivo, nome, campos);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/importacoes',
    payload: f.corpo,
    headers: { 'content-type': f.tipo, authorization: `Bearer ${token}` },
  });
  return { status: r.statusCode, body: r.json() };
}

/** The peers' export: UTF-8 with a BOM, ';' between fields, accents, Brazilian dates and masks. */
export const CSV_PARES = Buffer.from(
  '\uFEFF' +
    [
      'Paciente;Celular;Data de Nascimento;CPF;E-mail;Sexo;Endereço;Cidade;UF',
      'João Conceição;(11) 98765-4321;05/03/1990;529.982.247-25;joao@exemplo.com.br;Masculino;Rua São Bento, 10;São Paulo;SP',
      'Maria José Araújo;+55 21 99876-5432;1985-12-01;123.456.789-00;maria@exemplo;F;;Niterói;RJ',
      'Sem Telefone;;01/01/1980;;;;;;',
      'João Conceição;11 98765-4321;;529.982.247-25;;;;;',
      'Ângela Gonçalves;5531988887777;31/02/1990;;angela@exemplo.com;Feminino;;Belo Horizonte;MG',
    ].join('\r\n') +
    '\r\n',
  'utf8',
);

export const contarPacientes = async (t: AppDeTeste, idConta: number) =>
  Number(
    (
      await t.db
        .selectFrom('paciente')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow()
    ).n,
  );

const CT =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>';

/** A one-sheet XLSX of these rows' XML; styles 1 = date (14), 2 = time (20), 3 = date and time (22). */
function montarXlsx(linhas: string): Promise<Buffer> {
  const z = new ZipFile();
  const add = (nome: string, xml: string) => z.addBuffer(Buffer.from(xml), nome);
  add('[Content_Types].xml', CT);
  add(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  );
  add(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Planilha" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  add(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  add(
    'xl/styles.xml',
    '<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="20" applyNumberFormat="1"/><xf numFmtId="22" applyNumberFormat="1"/></cellXfs></styleSheet>',
  );
  add(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${linhas}</sheetData></worksheet>`,
  );
  z.end();
  return new Promise((ok, falha) => {
    const partes: Buffer[] = [];
    z.outputStream.on('data', (d: Buffer) => partes.push(d));
    z.outputStream.on('end', () => ok(Buffer.concat(partes)));
    z.outputStream.on('error', falha);
  });
}

/**
 * The old system for the API import's kinds (issue 39): a clinic of this product (an instance
 * started by the test) with a unit, a treatment pair, two professionals, two patients, a bank, a
 * category, payment types, two appointments, a budget with its two items, its revenue paid in
 * two payments, a product with an entry and an exit, all made through the product's own routes.
 */
export async function origemCompleta(t: AppDeTeste) {
  const c = await clinicaComFinanceiro(t);
  const post = async (url: string, corpo: unknown) => {
    const r = await rest(t.app, 'POST', url, corpo, c.token);
    if (r.status !== 201) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as { id: number };
  };
  const unidade = await post('/api/unidades', {
    nome_fantasia: 'Sorriso Centro',
    cnpj: '11.222.333/0001-81',
  });
  const agenda1 = await post('/api/agendas', payload(c));
  const agenda2 = await post(
    '/api/agendas',
    // Bruno asked for no WhatsApp: his appointment comes without a reminder.
    payload(c, { id_paciente: c.bruno, data_hora: '2030-03-04 10:00', notificacoes: false }),
  );
  const receita = await novaReceita(t, c);
  await post(`/api/transacoes/pagamentos/${receita.id}`, [
    { id_tipo_pagamento: c.pix, valor: 100, data: diaDaClinica(0), qnt_parcelas: 1 },
    { id_tipo_pagamento: c.pix, valor: 50.5, data: diaDaClinica(0), qnt_parcelas: 2 },
  ]);
  const produto = await novoProduto(t, c.token, { nome: 'Luva nitrílica' });
  await entrada(t, c.token, produto, 10, 250);
  await saida(t, c.token, produto, 3, { id_usuario: c.profA.idUsuario });
  return {
    ...c,
    unidade: unidade.id,
    agenda1: agenda1.id,
    agenda2: agenda2.id,
    receita: receita.id,
    produto,
  };
}

/** The rows of a kind a clinic has. */
export const contarDe = async (
  t: AppDeTeste,
  tabela:
    | 'paciente'
    | 'agenda'
    | 'orcamento'
    | 'transacao'
    | 'pagamento'
    | 'produto'
    | 'movimentacao'
    | 'usuario'
    | 'tratamento'
    | 'banco'
    | 'categoria'
    | 'tipo_pagamento'
    | 'unidade',
  idConta: number,
) =>
  Number(
    (
      await t.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_conta', '=', idConta)
        .executeTakeFirstOrThrow()
    ).n,
  );

const TABELAS_IMPORTADAS = [
  'unidade',
  'banco',
  'categoria',
  'tipo_pagamento',
  'tratamento',
  'usuario',
  'paciente',
  'agenda',
  'orcamento',
  'transacao',
  'pagamento',
  'produto',
  'movimentacao',
] as const;
/** How many rows of every kind an import touches a clinic has. */
export const contagensDe = async (t: AppDeTeste, idConta: number) =>
  Object.fromEntries(
    await Promise.all(TABELAS_IMPORTADAS.map(async (x) => [x, await contarDe(t, x, idConta)])),
  );

const s = (r: string, v: string) => `<c r="${r}" t="inlineStr"><is><t>${v}</t></is></c>`;

/** A minimal XLSX: inline strings, a date cell (serial 32937 = 1990-03-05 with a date style), a number cell. */
export const xlsx = () =>
  montarXlsx(
    `<row r="1">${s('A1', 'Nome')}${s('B1', 'WhatsApp')}${s('C1', 'Nascimento')}${s('D1', 'CPF')}</row><row r="2">${s('A2', 'Zélia Duarte')}${s('B2', '+55 11 98765-0000')}<c r="C2" s="1"><v>32937</v></c><c r="D2"><v>1234567890</v></c></row>`,
  );

/**
 * An agenda XLSX as Excel saves it: a date cell (46086 = 2026-03-05) and a time cell (0.375 =
 * 09:00) in row 2; one date-and-time cell (46086.5625 = 13:30) mapped as both in row 3.
 */
export const xlsxAgenda = (tratamento: string) =>
  montarXlsx(
    `<row r="1">${s('A1', 'Paciente')}${s('B1', 'Data')}${s('C1', 'Horário')}${s('D1', 'Profissional')}${s('E1', 'Procedimento')}</row>` +
      `<row r="2">${s('A2', 'Ana Souza')}<c r="B2" s="1"><v>46086</v></c><c r="C2" s="2"><v>0.375</v></c>${s('D2', 'Dra. Carla')}${s('E2', tratamento)}</row>` +
      `<row r="3">${s('A3', 'Bruno Lima')}<c r="B3" s="3"><v>46086.5625</v></c>${s('C3', '')}${s('D3', 'Dr. Davi')}${s('E3', tratamento)}</row>`,
  );

/**
 * A peer's agenda export (UTF-8 with a BOM, ';', accents, DD/MM/AAAA, phones with 55) for
 * `clinicaComAgenda`: Ana with Dra. Carla (past, 'Atendido', 45 min), Bruno — on Ana's mobile —
 * with Dr. Davi by e-mail, a new patient in 2030, Ana's row repeated, an unknown professional,
 * Ana again overlapping her first appointment, and a row without a date.
 */
export const csvAgendas = (tratamento: string, emailDavi: string) =>
  Buffer.from(
    '\uFEFF' +
      [
        'Paciente;Celular;CPF;Data;Hora início;Hora fim;Profissional;Procedimento;Status;Observações',
        `Ana Souza;+55 (11) 98765-4321;;05/03/2026;09:00;09:45;Dra. Carla;${tratamento};Atendido;Primeira consulta`,
        `Bruno Lima;5511987654321;;05/03/2026;10:00;;${emailDavi};${tratamento};Confirmado;`,
        `Célia Araújo;(21) 99876-5432;529.982.247-25;10/12/2030;14:00;14:30;dra. carla;${tratamento};Agendado;`,
        `Ana Souza;11987654321;;05/03/2026;09:00;09:45;Dra. Carla;${tratamento};Atendido;Primeira consulta`,
        `Zé Ninguém;11911112222;;05/03/2026;11:00;;Dr. Inexistente;${tratamento};;`,
        `Ana Souza;11987654321;;05/03/2026;09:30;;Dra. Carla;${tratamento};Confirmado;`,
        `Sem Data;11987654321;;;10:00;;Dra. Carla;${tratamento};;`,
      ].join('\r\n') +
      '\r\n',
    'utf8',
  );

/**
 * An import from the old system through the REST routes, as the page does it: preview, confirm,
 * then the worker's pass to the end (`passo` runs between confirm and the pass). Its final state.
 */
export async function importarDaOrigem(
  destino: AppDeTeste,
  origem: { url: string; token: string },
  token: string,
  idConta: number,
  passo?: (id: number) => Promise<void>,
) {
  const p = await rest(destino.app, 'POST', '/api/importacoes', { origem: 'api', ...origem }, token);
  expect(p.status).toBe(201);
  await rest(destino.app, 'POST', `/api/importacoes/${p.body.id}/confirmar`, undefined, token);
  if (passo) await passo(p.body.id);
  await processarImportacoes(destino.deps, { conta: idConta });
  return (await rest(destino.app, 'GET', `/api/importacoes/${p.body.id}`, undefined, token)).body;
}

/** An import's row as a step-by-step test watches it. */
export type PassoImportacao = {
  etapa: string | null;
  status: string;
  cursor: number;
  arquivados: boolean;
  lista_da_clinica: boolean | null;
};

/**
 * Runs an import one batch per worker pass (as if the worker died after each), handing the
 * import's row to `aCada` after every pass, until it is no longer 'importando' or `maximo`
 * passes have run. What `aCada` changes in the row (a cursor set back) the next pass reads.
 */
export async function lotePorLote(
  destino: AppDeTeste,
  idConta: number,
  id: number,
  aCada: (i: PassoImportacao) => Promise<void>,
  maximo = 80,
) {
  for (let n = 0; n < maximo; n++) {
    await processarImportacoes(destino.deps, { lotes: 1, conta: idConta });
    const i = await destino.db
      .selectFrom('importacao')
      .select(['etapa', 'status', 'cursor', 'arquivados', 'lista_da_clinica'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (i.status !== 'importando') return;
    await aCada(i);
  }
}
