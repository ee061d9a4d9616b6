import type { Deps } from '../platform/deps';

/** The store back office's demo logins (issue 16), printed at start and listed in the README. */
export const DEMO_LOJA = {
  operador: { email: 'operador@clinica.app', senha: 'demo1234', nome: 'Otávio Operador' },
  dono: { email: 'loja@clinica.app', senha: 'demo1234', nome: 'Lívia Assessora' },
} as const;

export type LojaDemo = { idOperador: number; idDono: number; idLojaOperador: number; idLojaDono: number };

/**
 * The demo clinic's store back office: the platform operator (papel_loja admin) with their own
 * store, and a store owner (admin_store) with theirs. Called once by semearDemo, right after the
 * demo clinic exists. Orders, wallet and withdrawals are seeded on top of `idLojaOperador`.
 */
export async function semearLojaDemo(deps: Deps, idConta: number): Promise<LojaDemo> {
  const senhaHash = await deps.senhas.gerarHash(DEMO_LOJA.operador.senha);
  const usuarios = await deps.db
    .insertInto('usuario')
    .values([
      {
        id_conta: idConta,
        nome: DEMO_LOJA.operador.nome,
        email: DEMO_LOJA.operador.email,
        senha_hash: senhaHash,
        whatsapp: '5511976543210',
        tipo: 'USUARIO',
        papel_loja: 'admin',
      },
      {
        id_conta: idConta,
        nome: DEMO_LOJA.dono.nome,
        email: DEMO_LOJA.dono.email,
        senha_hash: senhaHash,
        whatsapp: '5521998761234',
        tipo: 'USUARIO',
        papel_loja: 'admin_store',
      },
    ])
    .returning(['id', 'email'])
    .execute();
  const idOperador = usuarios.find((u) => u.email === DEMO_LOJA.operador.email)!.id;
  const idDono = usuarios.find((u) => u.email === DEMO_LOJA.dono.email)!.id;
  const lojas = await deps.db
    .insertInto('loja')
    .values([
      {
        id_conta: idConta,
        id_usuario: idOperador,
        nome: 'Loja Demonstração',
        descricao: 'A loja oficial da plataforma: camisetas, bonés e ingressos dos artistas.',
        categoria: 'Banda',
        slug: 'loja-demonstracao',
        cpf: '52998224725',
        cep: '01310100',
        endereco: 'Avenida Paulista',
        numero: '1000',
        cidade: 'São Paulo',
        estado: 'SP',
        link_instagram: 'https://instagram.com/lojademonstracao',
        link_whatsapp: '5511976543210',
      },
      {
        id_conta: idConta,
        id_usuario: idDono,
        nome: 'Banda Aurora',
        descricao: 'Pop rock paulistano com 10 anos de estrada.',
        categoria: 'Banda',
        slug: 'banda-aurora',
      },
    ])
    .returning(['id', 'id_usuario'])
    .execute();
  const idLojaOperador = lojas.find((l) => l.id_usuario === idOperador)!.id;
  const idLojaDono = lojas.find((l) => l.id_usuario === idDono)!.id;
  const hoje = deps.agora();
  const validade = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() + 2, 0))
    .toISOString()
    .slice(0, 10);
  await deps.db
    .insertInto('cupom')
    .values(
      (
        [
          ['BEMVINDO10', 'percentage', 1000, 100, 12],
          ['FRETE15', 'fixed', 1500, 50, 3],
          ['AURORA2026', 'percentage', 1500, 30, 0],
          ['PRIMEIRACOMPRA', 'fixed', 2000, 200, 41],
          ['BLACKFRIDAY', 'percentage', 2500, 500, 77],
          ['VIP50', 'fixed', 5000, 10, 1],
        ] as const
      ).map(([codigo, tipo, desconto, quantidade, quantidade_usada]) => ({
        id_conta: idConta,
        id_loja: idLojaOperador,
        codigo,
        tipo,
        desconto,
        quantidade,
        quantidade_usada,
        validade,
      })),
    )
    .execute();
  return { idOperador, idDono, idLojaOperador, idLojaDono };
}
