import { termosBuscaPaciente } from '@clinica/domain';
import type { Selectable } from 'kysely';
import { consultaPreparada, type Db } from '../../db/kysely';
import { padraoBusca, proximoPrefixo } from '../../db/lista';
import type { DB } from '../../db/schema.gen';

/*
 * The patient search's page and total in one statement (issue 20), written by hand per shape —
 * the number of words, whether the digit and id branches apply — and kept as a named prepared
 * statement per shape. The search is the list's busiest call: building and compiling it with
 * Kysely on every request cost about a tenth of its time. `busca` in paciente.repository.ts is the
 * same filter for the paths that need it inside a larger query (the export, the empty page's count);
 * what a term asks for is the domain's rule (termosBuscaPaciente).
 */

type Forma = { palavras: number; digitos: boolean; id: boolean };
const textos = new Map<string, string>();

/**
 * $1 clinic, $2 archived side, $3 limit (null: all), $4 offset, then per word its range start,
 * end and length, then the digits' pattern, then the id. Every word a range of the word index
 * read index-only (INTERSECT: each word in the name); the digit and id branches from paciente.
 */
function textoDaForma(f: Forma): string {
  const chave = `${f.palavras}:${f.digitos}:${f.id}`;
  const pronto = textos.get(chave);
  if (pronto) return pronto;
  let n = 4;
  const palavras = Array.from({ length: f.palavras }, () => {
    const [de, ate, tamanho] = [++n, ++n, ++n];
    return `SELECT id_paciente AS id, nome_busca FROM paciente_palavra
             WHERE id_conta = $1 AND arquivado = $2
               AND palavra ~>=~ $${de} AND palavra ~<~ $${ate} AND prefixo_comum < $${tamanho}`;
  });
  const doPaciente = `SELECT id, nome_busca FROM paciente WHERE id_conta = $1 AND (arquivado_em IS NOT NULL) = $2`;
  const ramos = [
    ...(palavras.length ? [`(${palavras.join(' INTERSECT ')})`] : []),
    ...(f.digitos ? [`${doPaciente} AND (celular LIKE $${++n} OR cpf LIKE $${n})`] : []),
    ...(f.id ? [`${doPaciente} AND id = $${++n}`] : []),
  ];
  const texto = `
    WITH m AS MATERIALIZED (${ramos.join(' UNION ')}),
         pg AS (SELECT id, nome_busca FROM m ORDER BY nome_busca, id LIMIT $3 OFFSET $4)
    SELECT p.*, (SELECT count(*) FROM m) AS total
      FROM pg JOIN paciente p ON p.id = pg.id AND p.id_conta = $1
     ORDER BY pg.nome_busca, pg.id`;
  textos.set(chave, texto);
  return texto;
}

export type LinhaDaBusca = Selectable<DB['paciente']> & { total: string | number };

/**
 * A page of the patients matching `q` (every typed word starts a word of the name, or the term
 * starts the e-mail; or the mobile or CPF has the digits; or the id), sorted by name, each row
 * carrying the total. A long phrase (over 3 words) is rare and would add a statement per word
 * count to every connection: it runs unnamed.
 */
export function paginaDaBusca(
  db: Db,
  idConta: number,
  q: string,
  limit: number | null,
  offset: number,
  arquivados: boolean,
): Promise<LinhaDaBusca[]> {
  const { palavras, digitos, id } = termosBuscaPaciente(q);
  if (!palavras.length && !digitos && id === null) return Promise.resolve([]);
  const forma = { palavras: palavras.length, digitos: digitos !== null, id: id !== null };
  const valores: unknown[] = [
    idConta,
    arquivados,
    limit,
    offset,
    ...palavras.flatMap((w) => [w, proximoPrefixo(w), Array.from(w).length]),
    ...(digitos ? [padraoBusca(digitos)] : []),
    ...(id !== null ? [id] : []),
  ];
  const nome = palavras.length > 3 ? '' : `pacientes_busca_v3_${forma.palavras}${+forma.digitos}${+forma.id}`;
  return consultaPreparada<LinhaDaBusca>(db, nome, textoDaForma(forma), valores);
}
