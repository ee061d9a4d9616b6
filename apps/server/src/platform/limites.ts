import { MSG } from '@clinica/contracts';
import type { Db } from '../db/kysely';
import { criarContadores } from './contadores-limite';
import { criarLimitePorIp, type ParametrosPorIp } from './limite-publico';
import { criarLimiteLogin, type ParametrosLogin } from './limite-tentativas';
import { criarVagasExportacao, type ParametrosExportacao } from './vagas-exportacao';

/** Every rate limit's numbers; tests pass small ones (and their own key prefix) through deps. */
export type Limites = {
  /** Key namespace: '' in production; each test app gets its own (see contadores-limite.ts). */
  prefixo: string;
  login: ParametrosLogin;
  /** Public codes, logos, demo checkout: per IP. */
  publico: ParametrosPorIp;
  /** Sign-up: hard, because its 409 tells whether an e-mail is registered (docs/decisions.md). */
  cadastro: ParametrosPorIp;
  /** Online bookings (issue 34): per IP, and per mobile (counted by a hash of the number). */
  reservaPorIp: ParametrosPorIp;
  reservaPorCelular: ParametrosPorIp;
  /** Unpaged REST lists: concurrent exports per clinic, batch size, slot lease (DECISIONS 23). */
  exportacao: ParametrosExportacao;
};

const MINUTO = 60;

export const LIMITES_PADRAO: Limites = {
  prefixo: '',
  login: {
    porIpEmail: 5,
    porIp: 100,
    janelaSeg: 15 * MINUTO,
    // 10 attempts in a row, then 30 s, 1 min, 2 min… up to 15 min between attempts (about
    // 100 guesses a day at most), forgotten a day after the last attempt or at a success.
    conta: { livres: 10, baseSeg: 30, tetoSeg: 15 * MINUTO, janelaSeg: 24 * 60 * MINUTO },
  },
  publico: { pontos: 60, janelaSeg: MINUTO },
  cadastro: { pontos: 5, janelaSeg: 60 * MINUTO },
  // A family books a few people from one phone or one home network; a script books hundreds.
  reservaPorIp: { pontos: 20, janelaSeg: 60 * MINUTO },
  reservaPorCelular: { pontos: 5, janelaSeg: 60 * MINUTO },
  exportacao: { simultaneas: 2, loteLinhas: 1000, concessaoSeg: 90, tenteEmSeg: 5 },
};

export function criarLimites(db: Db, agora: () => Date, limites: Partial<Limites> = {}) {
  const l = { ...LIMITES_PADRAO, ...limites };
  const contadores = criarContadores(db, agora, l.prefixo);
  return {
    limiteLogin: criarLimiteLogin(contadores, l.login, MSG.login.muitasTentativas),
    limitePublico: criarLimitePorIp(contadores, 'publico', l.publico, MSG.geral.muitasConsultas),
    limiteCadastro: criarLimitePorIp(contadores, 'cadastro', l.cadastro, MSG.registro.muitasTentativas),
    limiteReservaIp: criarLimitePorIp(
      contadores,
      'reserva-ip',
      l.reservaPorIp,
      MSG.agendamentoPublico.muitasTentativas,
    ),
    // The same words as the open-bookings limit: neither tells whether the number is a patient's.
    limiteReservaCelular: criarLimitePorIp(
      contadores,
      'reserva-celular',
      l.reservaPorCelular,
      MSG.agendamentoPublico.limiteAtingido,
    ),
    exportacoes: criarVagasExportacao(db, agora, l.exportacao),
  };
}
