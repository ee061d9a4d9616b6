import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeTeste } from './app-de-teste';
import { criarClinica, criarUsuarioComPermissoes } from './fabrica';
import { entrar, rest } from './http';

/** Test scenery of the retention suites (issue 19): not a test file, imported by them. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const ASSINATURA = `data:image/png;base64,${PNG.toString('base64')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const dataUrl = (b: Buffer, tipo: string) => `data:${tipo};base64,${b.toString('base64')}`;
const codigo = () => randomBytes(18).toString('base64url');

/** Everyone who may list and 'Excluir' the records, but not ADM: restoring must be refused. */
const PERMISSOES = [
  'PACIENTES_LISTAR',
  'FOTOS_LISTAR',
  'FOTOS_DELETAR',
  'ARQUIVOS_LISTAR',
  'ARQUIVOS_DELETAR',
  'FICHAS_ANAMNESE_LISTAR',
  'FICHAS_ANAMNESE_DELETAR',
  'TERMOS_LISTAR',
  'TERMOS_EDITAR',
];

/** A clinic (ADM) with a patient, a non-ADM colleague, and another clinic's ADM. */
export async function cenarioArquivamento(t: AppDeTeste) {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const idPaciente = await novoPaciente(t, c.idConta, 'Ana Arquivo');
  const u = await criarUsuarioComPermissoes(t.db, c.idConta, PERMISSOES);
  const outra = await criarClinica(t.deps);
  return {
    ...c,
    token,
    idPaciente,
    tokenColega: await entrar(t.app, u.email, u.senha),
    tokenOutra: await entrar(t.app, outra.email, outra.senha),
  };
}
type CenarioArquivamento = Awaited<ReturnType<typeof cenarioArquivamento>>;

export async function novoPaciente(t: AppDeTeste, idConta: number, nome: string, cpf: string | null = null) {
  const r = await sql<{ id: number }>`INSERT INTO paciente (id_conta, nome, celular, sexo, nascimento, cpf)
    VALUES (${idConta}, ${nome}, '11987654321', 'Feminino', '1990-02-01', ${cpf}) RETURNING id`.execute(t.db);
  return r.rows[0]!.id;
}

export async function novoDocumento(t: AppDeTeste, idConta: number, idPaciente: number) {
  const r = await sql<{ id: number; codigo: string }>`
    INSERT INTO paciente_termo (id_conta, id_paciente, codigo, tipo, titulo, cabecalho, corpo)
    VALUES (${idConta}, ${idPaciente}, ${codigo()}, 'TERMO', 'Clareamento', '<p>Cabeçalho</p>', '<p>Corpo</p>')
    RETURNING id, codigo`.execute(t.db);
  return r.rows[0]!;
}

export async function novaAnamnese(t: AppDeTeste, idConta: number, idPaciente: number) {
  const r = await sql<{ id: number; codigo: string }>`
    INSERT INTO paciente_anamnese (id_conta, id_paciente, nome_modelo, perguntas, codigo)
    VALUES (${idConta}, ${idPaciente}, 'Anamnese geral', '[]'::jsonb, ${codigo()}) RETURNING id, codigo`.execute(
    t.db,
  );
  return r.rows[0]!;
}

export type Tipo = {
  recurso: 'foto' | 'arquivo' | 'anamnese' | 'documento';
  tabela: string;
  base: string;
  lista: (idPaciente: number) => string;
  listaTrpc: string;
  /** 'Excluir' through tRPC: the slice's own remove, or arquivamento.arquivar for documents. */
  removerTrpc: [string, (id: number) => unknown];
  criar: (t: AppDeTeste, s: CenarioArquivamento) => Promise<number>;
  /** Stored bytes the record holds (photos and files). */
  finalidades: string[];
};

const porRest = async (t: AppDeTeste, s: CenarioArquivamento, caminho: string, corpo: object) =>
  (await rest(t.app, 'POST', caminho, { id_paciente: s.idPaciente, ...corpo }, s.token)).body.id as number;

export const TIPOS: Tipo[] = [
  {
    recurso: 'foto',
    tabela: 'foto',
    base: '/api/fotos',
    lista: (p) => `/api/fotos/paciente/${p}`,
    listaTrpc: 'foto.list',
    removerTrpc: ['foto.remove', (id) => ({ id })],
    criar: (t, s) => porRest(t, s, '/api/fotos', { foto: dataUrl(PNG, 'image/png'), nome: 'Perfil' }),
    finalidades: ['foto', 'miniatura'],
  },
  {
    recurso: 'arquivo',
    tabela: 'paciente_arquivo',
    base: '/api/arquivos',
    lista: (p) => `/api/arquivos/paciente/${p}`,
    listaTrpc: 'arquivo.list',
    removerTrpc: ['arquivo.remove', (id) => ({ id })],
    criar: (t, s) =>
      porRest(t, s, '/api/arquivos', { arquivo: dataUrl(PDF, 'application/pdf'), nome: 'Exame' }),
    finalidades: ['arquivo_paciente'],
  },
  {
    recurso: 'anamnese',
    tabela: 'paciente_anamnese',
    base: '/api/pacientes-anamnese',
    lista: (p) => `/api/pacientes-anamnese/${p}`,
    listaTrpc: 'anamnese.list',
    removerTrpc: ['anamnese.remove', (id) => ({ id })],
    criar: async (t, s) => (await novaAnamnese(t, s.idConta, s.idPaciente)).id,
    finalidades: [],
  },
  {
    recurso: 'documento',
    tabela: 'paciente_termo',
    base: '/api/pacientes_termos',
    lista: (p) => `/api/pacientes_termos/${p}`,
    listaTrpc: 'documento.list',
    removerTrpc: ['arquivamento.arquivar', (id) => ({ recurso: 'documento', id })],
    criar: async (t, s) => (await novoDocumento(t, s.idConta, s.idPaciente)).id,
    finalidades: [],
  },
];

const COLUNAS_DATA: Record<string, string[]> = {
  paciente: ['criado_em', 'atualizado_em', 'arquivado_em'],
  foto: ['criado_em', 'atualizado_em', 'arquivado_em'],
  paciente_arquivo: ['criado_em', 'arquivado_em'],
  paciente_anamnese: ['criado_em', 'atualizado_em', 'arquivado_em', 'assinado_em', 'codigo_emitido_em'],
  paciente_termo: ['criado_em', 'atualizado_em', 'arquivado_em', 'assinado_em', 'codigo_emitido_em'],
};

/**
 * Moves every date of the rows back `anos` years, as if they were that old. Signed rows refuse any
 * UPDATE by trigger: the test turns triggers off for its own transaction (the superuser's
 * session_replication_role), which the application never does.
 */
export async function envelhecer(
  t: AppDeTeste,
  tabela: string,
  onde: { id: number } | { id_paciente: number },
  anos = 21,
) {
  const sets = COLUNAS_DATA[tabela]!.map(
    (c) => sql`${sql.ref(c)} = ${sql.ref(c)} - make_interval(years => ${anos})`,
  );
  const [col, valor] = 'id' in onde ? ['id', onde.id] : ['id_paciente', onde.id_paciente];
  await t.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`UPDATE ${sql.table(tabela)} SET ${sql.join(sets)} WHERE ${sql.ref(col)} = ${valor}`.execute(
      trx,
    );
  });
}

export const linha = async (t: AppDeTeste, tabela: string, id: number) =>
  (
    await sql<{ arquivado_em: Date | null; arquivado_por: number | null }>`
      SELECT arquivado_em, arquivado_por FROM ${sql.table(tabela)} WHERE id = ${id}`.execute(t.db)
  ).rows[0];

export const registrosDeExclusao = async (t: AppDeTeste, idConta: number) =>
  (
    await sql<{ descricao: string; id_usuario: number }>`
      SELECT descricao, id_usuario FROM log_auditoria WHERE id_conta = ${idConta} AND acao = 'exclusao_definitiva'
      ORDER BY id`.execute(t.db)
  ).rows;

export const bytesGuardados = async (t: AppDeTeste, idConta: number, finalidades: string[]) =>
  finalidades.length === 0
    ? 0
    : Number(
        (
          await sql<{ n: string }>`SELECT count(*) AS n FROM arquivo WHERE id_conta = ${idConta}
            AND finalidade IN (${sql.join(finalidades)})`.execute(t.db)
        ).rows[0]!.n,
      );
