import { randomBytes } from 'node:crypto';
import type { Deps } from '@clinica/server';
import {
  codigoDeDescadastroDeTeste,
  creditarLoja,
  criarClinica,
  criarLoja,
  criarUsuarioComPermissoes,
  criarUsuarioLoja,
  definirCobranca,
} from '@clinica/server/testing';

/*
 * The fixture routes under /__e2e/ (test data through the server's testing factories, straight
 * into the run's database). They live only in this wrapper, never in the built server.
 *
 * POST /__e2e/clinica     {nome?, cobranca?}             → {idConta, idUsuario, email, senha}
 * POST /__e2e/usuario     {idConta, chaves, tipo?, ativo?, nome?} → {idUsuario, idPerfil, email, senha, nome}
 * POST /__e2e/cobranca  {idConta, status}                → {ok: true}
 * POST /__e2e/loja-carteira {}  → a clinic with a store operator and a store owner whose store has
 *   money (R$ 500,00 available, R$ 120,00 to release): {operador, dono: {email, senha, nome}, loja}
 * POST /__e2e/loja-configuracao {} → a clinic with a store operator (admin, a bare store), a store
 *   owner (admin_store, store 'Banda da Lia') and an advisor without a store:
 *   {operador, dono: {email, senha, nome}, assessor: nome, slugOcupado}
 * POST /__e2e/descadastro {idConta, idPaciente, finalidade} → {codigo}: the patient's opt-out code of a
 *   purpose, as a return or birthday message carries it
 */
type StatusCobranca = NonNullable<Parameters<typeof definirCobranca>[2]>;
export type Resposta = { status: number; corpo: unknown };
type Rota = (deps: Deps, corpo: unknown) => Promise<Resposta>;

const STATUS_COBRANCA: readonly StatusCobranca[] = ['trialing', 'active', 'past_due', 'canceled'];
const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const ehId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const ehStatus = (v: unknown): v is StatusCobranca | null =>
  v === null || STATUS_COBRANCA.includes(v as StatusCobranca);
const invalido = (message: string): Resposta => ({
  status: 400,
  corpo: { message, code: 'E2E_ENTRADA_INVALIDA' },
});
const ok = (corpo: unknown): Resposta => ({ status: 200, corpo });

const clinica: Rota = async (deps, b = {}) => {
  if (!ehObjeto(b)) return invalido('corpo deve ser um objeto');
  if (b.nome !== undefined && typeof b.nome !== 'string') return invalido('nome inválido');
  if (b.cobranca !== undefined && !ehStatus(b.cobranca)) {
    return invalido(`cobranca deve ser ${STATUS_COBRANCA.join(', ')} ou null`);
  }
  return ok(
    await criarClinica(deps, {
      ...(b.nome === undefined ? {} : { nome: b.nome }),
      ...(b.cobranca === undefined ? {} : { cobranca: b.cobranca }),
    }),
  );
};

const usuario: Rota = async (deps, b) => {
  if (!ehObjeto(b)) return invalido('corpo deve ser um objeto');
  if (!ehId(b.idConta)) return invalido('idConta inválido');
  if (!Array.isArray(b.chaves) || !b.chaves.every((c) => typeof c === 'string')) {
    return invalido('chaves deve ser uma lista de strings');
  }
  if (b.tipo !== undefined && typeof b.tipo !== 'string') return invalido('tipo inválido');
  if (b.ativo !== undefined && typeof b.ativo !== 'boolean') return invalido('ativo inválido');
  if (b.nome !== undefined && typeof b.nome !== 'string') return invalido('nome inválido');
  type Opts = NonNullable<Parameters<typeof criarUsuarioComPermissoes>[3]>;
  const opts: Opts = {
    ...(b.tipo === undefined ? {} : { tipo: b.tipo as NonNullable<Opts['tipo']> }),
    ...(b.ativo === undefined ? {} : { ativo: b.ativo }),
    ...(b.nome === undefined ? {} : { nome: b.nome }),
  };
  return ok(await criarUsuarioComPermissoes(deps.db, b.idConta, b.chaves as string[], opts));
};

const cobranca: Rota = async (deps, b) => {
  if (!ehObjeto(b)) return invalido('corpo deve ser um objeto');
  if (!ehId(b.idConta)) return invalido('idConta inválido');
  if (!ehStatus(b.status)) return invalido(`status deve ser ${STATUS_COBRANCA.join(', ')} ou null`);
  await definirCobranca(deps.db, b.idConta, b.status);
  return ok({ ok: true });
};

const lojaCarteira: Rota = async (deps) => {
  const c = await criarClinica(deps);
  const operador = await criarUsuarioLoja(deps.db, c.idConta, 'admin', 'Olga Operadora');
  const dono = await criarUsuarioLoja(deps.db, c.idConta, 'admin_store', 'Davi Dono');
  const nomeLoja = `Loja do Davi ${randomBytes(2).toString('hex')}`;
  const loja = await criarLoja(deps.db, c.idConta, dono.idUsuario, nomeLoja);
  await deps.db.updateTable('loja').set({ cpf: '52998224725' }).where('id', '=', loja.id).execute();
  await creditarLoja(deps.db, c.idConta, loja.id, 30_000, { comprador: 'Ana Compradora' });
  await creditarLoja(deps.db, c.idConta, loja.id, 20_000, { comprador: 'Bruno; "Comprador"' });
  await creditarLoja(deps.db, c.idConta, loja.id, 12_000, { comprador: 'Carla Dias', liberado: false });
  return ok({
    operador: { email: operador.email, senha: operador.senha, nome: 'Olga Operadora' },
    dono: { email: dono.email, senha: dono.senha, nome: 'Davi Dono' },
    loja: { id: loja.id, nome: nomeLoja },
  });
};

const lojaConfiguracao: Rota = async (deps) => {
  const c = await criarClinica(deps);
  const sufixo = randomBytes(2).toString('hex');
  const operador = await criarUsuarioLoja(deps.db, c.idConta, 'admin', 'Otávio Operador');
  await criarLoja(deps.db, c.idConta, operador.idUsuario, `Loja do Otávio ${sufixo}`);
  const dono = await criarUsuarioLoja(deps.db, c.idConta, 'admin_store', 'Lia Dona');
  const lojaDono = await criarLoja(deps.db, c.idConta, dono.idUsuario, 'Banda da Lia');
  await criarUsuarioLoja(deps.db, c.idConta, 'admin_store', `Assessor Novo ${sufixo}`);
  return ok({
    operador: { email: operador.email, senha: operador.senha, nome: 'Otávio Operador' },
    dono: { email: dono.email, senha: dono.senha, nome: 'Lia Dona' },
    assessor: `Assessor Novo ${sufixo}`,
    slugOcupado: lojaDono.slug,
  });
};

const FINALIDADES = ['lembrete', 'retorno', 'marketing'] as const;
const descadastro: Rota = async (deps, b) => {
  if (!ehObjeto(b)) return invalido('corpo deve ser um objeto');
  if (!ehId(b.idConta) || !ehId(b.idPaciente)) return invalido('idConta e idPaciente inválidos');
  const finalidade = FINALIDADES.find((f) => f === b.finalidade);
  if (!finalidade) return invalido(`finalidade deve ser ${FINALIDADES.join(', ')}`);
  return ok({ codigo: await codigoDeDescadastroDeTeste(deps.db, b.idConta, b.idPaciente, finalidade) });
};

const ROTAS_FIXTURE: Record<string, Rota> = {
  '/__e2e/clinica': clinica,
  '/__e2e/usuario': usuario,
  '/__e2e/cobranca': cobranca,
  '/__e2e/loja-carteira': lojaCarteira,
  '/__e2e/loja-configuracao': lojaConfiguracao,
  '/__e2e/descadastro': descadastro,
};

/** Answers a POST to a fixture route: 404 for an unknown one, 400 for a body that isn't JSON. */
export async function responderFixture(deps: Deps, caminho: string, texto: string): Promise<Resposta> {
  const rota = ROTAS_FIXTURE[caminho];
  if (!rota) return { status: 404, corpo: { message: 'rota de fixture desconhecida' } };
  let corpo: unknown;
  try {
    corpo = texto === '' ? undefined : JSON.parse(texto);
  } catch {
    return invalido('corpo deve ser JSON');
  }
  return rota(deps, corpo);
}
