import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste, rest } from '../testing';
import { clinicaComPaciente, dataUrlPdf, PDF_MINIMO } from '../testing/cenario-paciente';
import { varrerDisco } from './varredura-disco';

/* Issue 38: the disk driver's leftovers go after a grace period; what has a row stays. */
const HORA = 60 * 60 * 1000;

let t: AppDeTeste;
let pasta: string;
beforeAll(async () => {
  pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-varredura-'));
  t = await criarAppDeTeste(inject('databaseUrl'), { ARQUIVOS: 'disco', ARQUIVOS_DIR: pasta });
});
afterAll(async () => {
  await t.fechar();
  fs.rmSync(pasta, { recursive: true, force: true });
});

/** A file the driver could have written, `idadeH` hours old. */
function deixar(relativo: string, idadeH: number) {
  const arquivo = path.join(pasta, relativo);
  fs.mkdirSync(path.dirname(arquivo), { recursive: true });
  fs.writeFileSync(arquivo, 'x');
  const quando = new Date(Date.now() - idadeH * HORA);
  fs.utimesSync(arquivo, quando, quando);
  return arquivo;
}

describe('varredura do disco', () => {
  it('apaga temporários e arquivos sem linha depois da carência; o que tem linha fica e continua baixando', async () => {
    const { token, idPaciente } = await clinicaComPaciente(t, 'Vera Varredura');
    const p = { id: idPaciente };
    const { body: guardado } = await rest(
      t.app,
      'POST',
      '/api/arquivos',
      { id_paciente: p.id, arquivo: dataUrlPdf(), nome: 'Laudo' },
      token,
    );
    // The stored one, aged past the grace period too: its row keeps it.
    const { chave } = await t.db
      .selectFrom('arquivo')
      .innerJoin('paciente_arquivo', 'paciente_arquivo.id_arquivo', 'arquivo.id')
      .select('arquivo.chave')
      .where('paciente_arquivo.id', '=', guardado.id)
      .executeTakeFirstOrThrow();
    const doGuardado = path.join(pasta, chave!.slice(0, 2), chave!);
    const velho = new Date(Date.now() - 3 * HORA);
    fs.utimesSync(doGuardado, velho, velho);

    const parteVelha = deixar('tmp/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.parte', 2);
    const parteNova = deixar('tmp/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.parte', 0);
    const orfaoVelho = deixar('cc/cccccccccccccccccccccccccccccccc', 2);
    const orfaoNovo = deixar('dd/dddddddddddddddddddddddddddddddd', 0);
    const alheio = deixar('ee/leia-me.txt', 2);

    expect(await varrerDisco(t.db, pasta)).toEqual({ temporarios: 1, orfaos: 1 });
    expect([parteVelha, parteNova, orfaoVelho, orfaoNovo, alheio, doGuardado].map(fs.existsSync)).toEqual([
      false,
      true,
      false,
      true,
      true,
      true,
    ]);
    const baixado = await t.app.inject({
      url: `/api/arquivos/${guardado.id}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(baixado.rawPayload.equals(PDF_MINIMO)).toBe(true);
    // A second pass finds nothing more.
    expect(await varrerDisco(t.db, pasta)).toEqual({ temporarios: 0, orfaos: 0 });
  });
});
