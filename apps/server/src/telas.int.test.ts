import { ABAS_PACIENTE, TELAS_CLINICA, TELAS_LOJA } from '@clinica/contracts';
import { describe, expect, it } from 'vitest';
import { appRouter } from './app-router';
import type { MetaProcedimento } from './trpc/init';

/**
 * The screen catalogue (contracts/telas.ts) against the server: each screen names the procedure
 * that lists its data, and the screen opens behind exactly what that procedure declares
 * (`meta.acesso`, the declaration the access walk test sweeps). A screen the web shows to someone
 * the server refuses, or hides from someone it serves, fails here.
 */
type Procedimento = { _def: { meta?: MetaProcedimento } };
const procedimentos = appRouter._def.procedures as unknown as Record<string, Procedimento>;
const acessoDe = (caminho: string) => procedimentos[caminho]?._def.meta?.acesso;

describe('catálogo de telas × servidor', () => {
  it.each(TELAS_CLINICA.map((t) => [t.caminho, t] as const))(
    '%s abre com a permissão e o gate do procedimento que lista a tela',
    (_, tela) => {
      if (tela.procedimento === null) {
        // Only the help pages have no server data: open to anyone, past any gate.
        expect([tela.caminho, tela.permissao, tela.gate]).toEqual([tela.caminho, 'open', 'nenhum']);
        expect(['/tutoriais', '/help']).toContain(tela.caminho);
        return;
      }
      const acesso = acessoDe(tela.procedimento);
      expect(acesso, tela.procedimento).toBeDefined();
      if (tela.gate === 'nenhum') {
        // Past the gate (the plans screen): any logged-in user, as the server's LOGIN.
        expect(acesso).toEqual({ tipo: 'login' });
        expect(tela.permissao).toBe('open');
      } else {
        expect(acesso).toEqual({ tipo: 'clinica', permissao: tela.permissao, gate: tela.gate });
      }
    },
  );

  it.each(TELAS_LOJA.map((t) => [t.caminho, t] as const))(
    '%s (loja) abre para os papéis do procedimento que lista a tela',
    (_, tela) => {
      expect(acessoDe(tela.procedimento)).toEqual({ tipo: 'loja', papeis: tela.papeis, gate: 'completo' });
    },
  );

  it.each(ABAS_PACIENTE.map((a) => [a.aba, a] as const))(
    'a aba %s da ficha abre com a permissão do procedimento que a lista',
    (_, aba) => {
      const acesso = acessoDe(aba.procedimento);
      expect(acesso?.tipo).toBe('clinica');
      // The tab lives inside /pacientes (its gate); the permission is the tab's own.
      expect(acesso?.tipo === 'clinica' && acesso.permissao).toEqual(aba.permissao);
    },
  );

  it('todo procedimento nomeado existe no appRouter', () => {
    const nomes = [...TELAS_CLINICA, ...TELAS_LOJA, ...ABAS_PACIENTE]
      .map((t) => t.procedimento)
      .filter((p) => p !== null);
    expect(nomes.filter((p) => !procedimentos[p])).toEqual([]);
  });
});
