import { z } from 'zod';

/**
 * Any message a schema does not set explicitly falls back to Zod's Brazilian Portuguese locale
 * (never the European one: 'Demasiado grande' is not how a Brazilian clinic speaks), prefixed
 * with the field it is about, so an integrator reads 'id_perfil: esperava um número, recebeu um
 * texto' instead of a bare 'Campo obrigatório'. A missing field says so plainly.
 */
let configurado = false;

/**
 * Called explicitly by every entry that validates (the server's buildApp and main, the web's form
 * resolver): a module imported only for this effect was dropped by the bundler once the package
 * said `sideEffects` (issue 33), and the built server answered in English while the suites,
 * running the sources, stayed green. Idempotent.
 */
export function configurarZodPtBR() {
  if (configurado) return;
  configurado = true;
  const ptBR = z.locales.ptBR().localeError;
  z.config({
    localeError: (issue) => {
      const campo = (issue.path ?? []).map(String).join('.');
      let texto: string;
      if (issue.code === 'invalid_type' && issue.input === undefined) texto = 'campo obrigatório';
      else {
        const base = ptBR(issue);
        texto = (typeof base === 'string' ? base : (base?.message ?? 'Dados inválidos')).replace(
          /^Entrada inválida: /,
          '',
        );
      }
      return campo ? `${campo}: ${texto}` : texto.charAt(0).toUpperCase() + texto.slice(1);
    },
  });
}
