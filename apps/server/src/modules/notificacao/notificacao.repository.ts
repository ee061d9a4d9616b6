import type { TipoNotificacao } from '@clinica/contracts';
import type { TipoUsuario } from '@clinica/domain';
import { daConta } from '../../db/da-conta';
import type { Db } from '../../db/kysely';

/** What a signature tells its record's creator. */
export type NovaNotificacao = {
  idConta: number;
  /** The record's creator; null (older rows) tells nobody. */
  idUsuario: number | null;
  tipo: TipoNotificacao;
  idPaciente: number;
  idRecurso: number;
  titulo: string;
  texto: string;
};

/**
 * Inside the signature's transaction. The row is written only while the creator is still a
 * user of that clinic: a deleted creator silently tells nobody instead of failing the patient's
 * signature on the foreign key.
 */
export async function inserirNotificacao(db: Db, n: NovaNotificacao): Promise<void> {
  if (n.idUsuario === null) return;
  await db
    .insertInto('notificacao')
    .columns(['id_conta', 'id_usuario', 'tipo', 'id_paciente', 'id_recurso', 'titulo', 'texto'])
    .expression((eb) =>
      eb
        .selectFrom('usuario as u')
        .select([
          'u.id_conta',
          'u.id',
          eb.val(n.tipo).as('tipo'),
          eb.val(n.idPaciente).as('id_paciente'),
          eb.val(n.idRecurso).as('id_recurso'),
          eb.val(n.titulo).as('titulo'),
          eb.val(n.texto).as('texto'),
        ])
        .where('u.id', '=', n.idUsuario)
        .where('u.id_conta', '=', n.idConta),
    )
    .execute();
}

/** Who on the staff hears of a patient's action on an appointment: those who may see it. */
type EquipeDaAgenda = {
  /** The permission that shows the agenda. */
  chave: string;
  /** Types that have every permission without a profile (ADM). */
  tiposComTodas: readonly TipoUsuario[];
  /** Types that see only their own appointments (PROFISSIONAL): told only of those. */
  tiposSoProprios: readonly TipoUsuario[];
  /** The appointment's professional. */
  idProfissional: number;
};

/**
 * One row per active user of the clinic who can see the appointment, in the caller's
 * transaction (the patient's action and its notices commit together). Another clinic's users are
 * never read: the users are selected by the clinic of the appointment.
 */
export async function inserirNotificacaoParaEquipe(
  db: Db,
  n: Omit<NovaNotificacao, 'idUsuario'>,
  equipe: EquipeDaAgenda,
): Promise<void> {
  await db
    .insertInto('notificacao')
    .columns(['id_conta', 'id_usuario', 'tipo', 'id_paciente', 'id_recurso', 'titulo', 'texto'])
    .expression((eb) =>
      eb
        .selectFrom('usuario as u')
        .select([
          'u.id_conta',
          'u.id',
          eb.val(n.tipo).as('tipo'),
          eb.val(n.idPaciente).as('id_paciente'),
          eb.val(n.idRecurso).as('id_recurso'),
          eb.val(n.titulo).as('titulo'),
          eb.val(n.texto).as('texto'),
        ])
        .where('u.id_conta', '=', n.idConta)
        .where('u.ativo', '=', true)
        .where((w) =>
          w.or([
            w('u.tipo', 'in', [...equipe.tiposComTodas]),
            w.exists(
              w
                .selectFrom('perfil_permissao as pp')
                .select('pp.chave')
                .whereRef('pp.id_conta', '=', 'u.id_conta')
                .whereRef('pp.id_perfil', '=', 'u.id_perfil')
                .where('pp.chave', '=', equipe.chave),
            ),
          ]),
        )
        .$if(equipe.tiposSoProprios.length > 0, (q) =>
          q.where((w) =>
            w.or([w('u.tipo', 'not in', [...equipe.tiposSoProprios]), w('u.id', '=', equipe.idProfissional)]),
          ),
        ),
    )
    .execute();
}

export type FiltroNotificacoes = { idPaciente?: number | undefined; naoLidas: boolean };

const filtro = (db: Db, idConta: number, idUsuario: number, f: FiltroNotificacoes) => {
  let q = db
    .selectFrom('notificacao as n')
    .where('n.id_conta', '=', idConta)
    .where('n.id_usuario', '=', idUsuario);
  if (f.idPaciente !== undefined) q = q.where('n.id_paciente', '=', f.idPaciente);
  if (f.naoLidas) q = q.where('n.lida_em', 'is', null);
  return q;
};

/** Newest first; the patient's name is read now (the row keeps only ids and the title). */
export async function listarNotificacoes(
  db: Db,
  idConta: number,
  idUsuario: number,
  f: FiltroNotificacoes,
  p: { limit: number; offset: number },
) {
  const [itens, total] = await Promise.all([
    filtro(db, idConta, idUsuario, f)
      .innerJoin('paciente as p', (j) =>
        j.onRef('p.id', '=', 'n.id_paciente').onRef('p.id_conta', '=', 'n.id_conta'),
      )
      .select([
        'n.id',
        'n.tipo',
        'n.id_paciente',
        'p.nome as paciente_nome',
        'n.id_recurso',
        'n.titulo',
        'n.texto',
        'n.criado_em',
        'n.lida_em',
      ])
      .orderBy('n.criado_em', 'desc')
      .orderBy('n.id', 'desc')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    contarNotificacoes(db, idConta, idUsuario, f),
  ]);
  return { itens, total };
}

export async function contarNotificacoes(db: Db, idConta: number, idUsuario: number, f: FiltroNotificacoes) {
  const r = await filtro(db, idConta, idUsuario, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks one of the user's notifications read (a read one keeps its first time); false: not theirs. */
export async function marcarNotificacaoLida(
  db: Db,
  idConta: number,
  idUsuario: number,
  id: number,
  agora: Date,
) {
  const lida = await daConta(db, idConta)
    .tabela('notificacao')
    .atualizar(
      id,
      (eb) => ({ lida_em: eb.fn.coalesce('lida_em', eb.val(agora)) }),
      ['id'],
      (eb) => eb('id_usuario', '=', idUsuario),
    );
  return lida !== undefined;
}

/** Every unread notification of the user (optionally of one patient) read now; how many. */
export async function marcarTodasLidas(
  db: Db,
  idConta: number,
  idUsuario: number,
  idPaciente: number | undefined,
  agora: Date,
) {
  let q = db
    .updateTable('notificacao')
    .set({ lida_em: agora })
    .where('id_conta', '=', idConta)
    .where('id_usuario', '=', idUsuario)
    .where('lida_em', 'is', null);
  if (idPaciente !== undefined) q = q.where('id_paciente', '=', idPaciente);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
