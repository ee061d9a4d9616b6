import type { Ator } from '../platform/ator';
import type { RegistroAcessos } from '../platform/registro-acessos';
import type { LeitorRegistro, Registra } from './declaracao';

/**
 * An id as the schemas accept it: a positive safe integer, or its digits as a string (tRPC's
 * input reaches the readers as the caller sent it, and its schemas coerce `'7'` to 7).
 */
function idValido(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * A declared reader that names no valid id is a bug in the declaration, not a read to skip: the
 * call fails (500) rather than answer a record nobody logged. The message names the operation's
 * `acao` only, never a value (health data stays out of logs).
 */
function ilegivel(recurso: string, campo: 'paciente' | 'id'): Error {
  return new Error(`registro de acesso '${recurso}': ${campo} ilegível na declaração`);
}

/**
 * Writes the row a successful call declared (`registra`), with the caller, the clinic and the
 * IP; `leitor` is the surface's reader (REST's own when declared). The answer waits for it
 * (issue 38: the row survives a crash right after), sharing one INSERT with the reads of the same
 * moment (platform/registro-acessos.ts); when the database refuses it, the call fails.
 */
export async function registrarLeitura(
  acessos: RegistroAcessos,
  chamada: { ator: Ator; ip: string | null; registra: Registra; leitor: LeitorRegistro },
  entrada: unknown,
  saida: unknown,
): Promise<void> {
  const { ator, registra, leitor } = chamada;
  const lido = leitor.paciente(entrada, saida);
  if (lido === null) return;
  if (Array.isArray(lido)) {
    // A clinic-wide list: each patient once, all in the same group commit.
    const pacientes = new Set<number>();
    for (const v of lido as readonly unknown[]) {
      const id = idValido(v);
      if (id === null) throw ilegivel(registra.recurso, 'paciente');
      pacientes.add(id);
    }
    await Promise.all(
      [...pacientes].map((idPaciente) =>
        acessos.gravar({
          idConta: ator.idConta,
          idPaciente,
          idUsuario: ator.idUsuario,
          acao: registra.recurso,
          idRecurso: null,
          ip: chamada.ip,
        }),
      ),
    );
    return;
  }
  const idPaciente = idValido(lido);
  if (idPaciente === null) throw ilegivel(registra.recurso, 'paciente');
  let idRecurso: number | null = null;
  if (leitor.id) {
    idRecurso = idValido(leitor.id(entrada, saida));
    if (idRecurso === null) throw ilegivel(registra.recurso, 'id');
  }
  await acessos.gravar({
    idConta: ator.idConta,
    idPaciente,
    idUsuario: ator.idUsuario,
    acao: registra.recurso,
    idRecurso,
    ip: chamada.ip,
  });
}
