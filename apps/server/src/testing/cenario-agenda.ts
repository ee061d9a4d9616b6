import type { AppDeTeste } from './app-de-teste';
import { criarClinica, criarUsuarioComPermissoes } from './fabrica';
import { entrar, rest } from './http';

/* The scene the agenda's contract tests share: one clinic, ready to book. */

export const PERMISSOES_AGENDA = [
  'AGENDAMENTOS_LISTAR',
  'AGENDAMENTOS_CRIAR',
  'AGENDAMENTOS_EDITAR',
] as const;
let seq = 0;

/** A clinic with an ADM token, two professionals, a patient and a 30-minute treatment. */
export async function clinicaComAgenda(t: AppDeTeste) {
  const c = await criarClinica(t.deps);
  const token = await entrar(t.app, c.email, c.senha);
  const paciente = async (nome: string) =>
    (
      await rest(
        t.app,
        'POST',
        '/api/pacientes',
        {
          nome,
          celular: '11987654321',
          sexo: 'Feminino',
          nascimento: '01/02/1990',
          email: `p${seq++}@teste.com.br`,
        },
        token,
      )
    ).body.id as number;
  const ana = await paciente('Ana Souza');
  const bruno = await paciente('Bruno Lima');
  const profA = await criarUsuarioComPermissoes(t.db, c.idConta, PERMISSOES_AGENDA, { tipo: 'PROFISSIONAL' });
  const profB = await criarUsuarioComPermissoes(t.db, c.idConta, PERMISSOES_AGENDA, { tipo: 'PROFISSIONAL' });
  await t.db.updateTable('usuario').set({ nome: 'Dra. Carla' }).where('id', '=', profA.idUsuario).execute();
  await t.db.updateTable('usuario').set({ nome: 'Dr. Davi' }).where('id', '=', profB.idUsuario).execute();
  const trat = await rest(
    t.app,
    'POST',
    '/api/tratamentos',
    { nome: `Limpeza ${seq++}`, preco_venda: 100, preco_custo: 10, duracao: 30 },
    token,
  );
  return { ...c, token, ana, bruno, profA, profB, idTratamento: trat.body.id as number };
}

export type Clinica = Awaited<ReturnType<typeof clinicaComAgenda>>;
export const payload = (c: Clinica, extra: Record<string, unknown> = {}) => ({
  id_paciente: c.ana,
  id_profissional: c.profA.idUsuario,
  id_tratamento: c.idTratamento,
  data_hora: '2030-03-04 09:00',
  duracao: 30,
  ...extra,
});
