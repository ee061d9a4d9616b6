import type { AppDeTeste } from './app-de-teste';
import { clinicaComAgenda } from './cenario-agenda';
import { rest } from './http';

/* The scene the online-booking tests share (issue 34). */

let seq = 0;

/**
 * A clinic with online booking on: Dra. Carla (Mon 08:00–12:00 and 13:00–15:00, Tue 08:00–10:00)
 * and Dr. Davi (Mon 08:00–10:00), the 30-minute treatment offered, 2 h notice, 60 days.
 */
export async function clinicaComAgendamentoOnline(t: AppDeTeste, extra: Record<string, unknown> = {}) {
  const c = await clinicaComAgenda(t);
  const horarios = async (id: number, h: unknown[]) =>
    rest(t.app, 'PUT', `/api/profissionais/${id}/horarios`, { horarios: h }, c.token);
  await horarios(c.profA.idUsuario, [
    { dia_semana: 1, inicio: '08:00', fim: '12:00' },
    { dia_semana: 1, inicio: '13:00', fim: '15:00' },
    { dia_semana: 2, inicio: '08:00', fim: '10:00' },
  ]);
  await horarios(c.profB.idUsuario, [{ dia_semana: 1, inicio: '08:00', fim: '10:00' }]);
  // Random too: files run in parallel workers, each with its own `seq`, and may share a millisecond.
  const slug = `clinica-${Date.now().toString(36)}-${seq++}-${Math.random().toString(36).slice(2, 8)}`;
  const r = await rest(
    t.app,
    'PUT',
    '/api/agendamento-online',
    {
      ativo: true,
      slug,
      tratamentos: [c.idTratamento],
      profissionais: [c.profA.idUsuario, c.profB.idUsuario],
      ...extra,
    },
    c.token,
  );
  if (r.status !== 200) throw new Error(`agendamento online: ${r.status} ${JSON.stringify(r.body)}`);
  return { ...c, slug };
}

let celular = 0;
/** A different valid mobile each call (São Paulo DDD 11, a 9 in front). */
export const celularUnico = () => `1199${String(1_000_000 + (celular++ % 8_999_999)).padStart(7, '0')}`;
