import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@clinica/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDeTeste, clinicaComToken, rest, trpc } from '../../testing';
import { importarDaOrigem } from '../../testing/cenario-importacao';
import { doisSistemas, origemComArquivados } from '../../testing/cenario-importacao-clinica';
import { processarImportacoes } from './execucao';

/**
 * Reading the old system's archived lists, as the import shows it and as an older old system
 * refuses them (issue 39, issue 19's retention): the status says which of a kind's two lists is
 * read; a 400 to `?arquivados=true` leaves the active records and one note per kind. The same old
 * clinic as importacao-api-arquivados.int.test.ts (`origemComArquivados`).
 */
let origem: AppDeTeste;
let destino: AppDeTeste;
let url: string;
let antiga: Awaited<ReturnType<typeof origemComArquivados>>['antiga'];

beforeAll(async () => {
  ({ origem, destino, url } = await doisSistemas(inject('databaseUrl')));
  ({ antiga } = await origemComArquivados(origem));
});
afterAll(async () => {
  await destino.fechar();
  await origem.fechar();
});

describe('a leitura das listas de arquivados do sistema antigo', () => {
  it("the status says which of a kind's two lists is being read, on both APIs", async () => {
    const c = await clinicaComToken(destino);
    // The first status seen in each (stage, list), as GET /api/importacoes/{id} answers it.
    const vistos = new Map<string, { arquivados: boolean; texto: string }>();
    const fim = await importarDaOrigem(
      destino,
      { url, token: antiga.token },
      c.token,
      c.idConta,
      async (id) => {
        for (let n = 0; n < 80; n++) {
          const r = (await rest(destino.app, 'GET', `/api/importacoes/${id}`, undefined, c.token)).body;
          if (r.status !== 'importando') break;
          const t = (await trpc(destino.app, 'query', 'importacao.get', { id }, c.token)).body;
          // The tRPC twin the page reads says the same.
          expect({ etapa: t.etapa, arquivados: t.arquivados, progresso: t.progresso }).toEqual({
            etapa: r.etapa,
            arquivados: r.arquivados,
            progresso: r.progresso,
          });
          const chave = `${r.etapa}${r.arquivados ? ' arquivados' : ''}`;
          if (!vistos.has(chave)) vistos.set(chave, { arquivados: r.arquivados, texto: r.progresso.texto });
          await processarImportacoes(destino.deps, { lotes: 1, conta: c.idConta });
        }
      },
    );
    expect(fim).toMatchObject({
      status: 'concluida',
      progresso: { texto: 'Todos os tipos de dado importados' },
    });
    // Patients: the active list (two), then the archived one, whose count goes on from there.
    expect(vistos.get('pacientes')).toEqual({
      arquivados: false,
      texto: 'Pacientes 0 de 3 — lendo os ativos',
    });
    expect(vistos.get('pacientes arquivados')).toEqual({
      arquivados: true,
      texto: 'Pacientes 2 de 2 — lendo os arquivados',
    });
    expect(vistos.get('documentos')).toEqual({
      arquivados: false,
      // This product lists them clinic-wide too: their total is known before the first page.
      texto: 'Documentos dos pacientes 0 de 4 — lendo os ativos',
    });
    expect(vistos.get('documentos arquivados')).toEqual({
      arquivados: true,
      // Between the lists: the archived one's total is asked with its first page.
      texto: 'Documentos dos pacientes 4 de 4 — lendo os arquivados',
    });
    // A kind the old system does not archive is read once: the line says nothing of lists.
    expect(vistos.get('agendas')?.texto).toMatch(/^Agendamentos \d+ de \d+$/);
    expect(vistos.has('agendas arquivados')).toBe(false);
  });

  it('an old system that refuses ?arquivados=true (older version) imports the active records and says so', async () => {
    // A proxy in front of the old system answering 400 to every archived list, as a version
    // before the retention feature would.
    const antigo = http.createServer(async (req, res) => {
      if ((req.url ?? '').includes('arquivados=true')) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"querystring inválida"}');
        return;
      }
      const r = await origem.app.inject({
        method: req.method as 'GET',
        url: req.url ?? '/',
        headers: { authorization: req.headers.authorization ?? '' },
      });
      const cabecalhos = Object.fromEntries(
        Object.entries(r.headers).filter(([k]) => ['content-type', 'x-total-count'].includes(k)),
      ) as Record<string, string>;
      res.writeHead(r.statusCode, cabecalhos).end(r.rawPayload);
    });
    await new Promise<void>((ok) => antigo.listen(0, '127.0.0.1', ok));
    try {
      const velho = `http://127.0.0.1:${(antigo.address() as AddressInfo).port}`;
      const c = await clinicaComToken(destino);
      const i = await importarDaOrigem(destino, { url: velho, token: antiga.token }, c.token, c.idConta);
      expect(i.status).toBe('concluida');
      expect(i.contagens).toMatchObject({
        pacientes: { importados: 2 },
        documentos: { importados: 2 },
        anamneses: { importados: 1 },
      });
      const log = await rest(
        destino.app,
        'GET',
        `/api/importacoes/${i.id}/erros?limit=100`,
        undefined,
        c.token,
      );
      const notas = (log.body.itens as { tipo_dado: string; mensagem: string }[])
        .filter((e) => e.mensagem === MSG.importacao.semArquivados)
        .map((e) => e.tipo_dado)
        .sort();
      expect(notas).toEqual(['anamneses', 'arquivos', 'documentos', 'fotos', 'pacientes']);
    } finally {
      await new Promise((ok) => antigo.close(ok));
    }
  });
});
