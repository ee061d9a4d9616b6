import { type documentoCreateSchema, type documentoUpdateSchema, MSG } from '@clinica/contracts';
import { gerarCabecalho, podeAlterar } from '@clinica/domain';
import type { z } from 'zod';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { DomainError, naoEncontrado } from '../../platform/errors';
import { sanitizarHtml } from '../../platform/html-seguro';
import { atualizarConteudo } from '../assinatura-digital/registro-assinavel.repository';
import { emitirRegistro, obterRegistro } from '../assinatura-digital/registro-assinavel.service';
import { buscarContaPorId } from '../conta/conta.repository';
import { exigirPaciente } from '../paciente/paciente.service';
import { buscarTermo } from '../termo/termo.repository';
import { DOCUMENTO } from './documento.assinavel';

/** The document's text: what only this kind writes (the rest is assinatura-digital's). */

export async function obterDocumento(deps: Deps, ator: Ator, id: number) {
  return DOCUMENTO.paraApi(await obterRegistro(deps, ator, DOCUMENTO, id));
}

/** Header and body are sanitized like templates: they are shown on a public page. */
const limpar = (d: z.output<typeof documentoUpdateSchema>) => ({
  tipo: d.tipo,
  titulo: d.titulo,
  cabecalho: sanitizarHtml(d.cabecalho),
  corpo: sanitizarHtml(d.corpo),
});

/**
 * The document remembers its author (told when the patient signs, issue 19) and copies the kind
 * of the template it starts from (another clinic's template: 404), as it copies its text.
 */
export function criarDocumento(deps: Deps, ator: Ator, input: z.output<typeof documentoCreateSchema>) {
  return emitirRegistro(deps, ator, DOCUMENTO, input.id_paciente, async () => {
    const termo = input.id_termo ? await buscarTermo(deps.db, ator.idConta, input.id_termo) : null;
    if (input.id_termo && !termo) throw naoEncontrado(MSG.termos.naoEncontrado);
    return { ...limpar(input), id_termo: termo?.id ?? null, tipo_termo: termo?.tipo ?? 'geral' };
  });
}

/** Signed is final (DECISIONS.md 13): editing a signed document answers 409. */
export async function editarDocumento(
  deps: Deps,
  ator: Ator,
  id: number,
  input: z.output<typeof documentoUpdateSchema>,
) {
  const atual = await obterRegistro(deps, ator, DOCUMENTO, id);
  if (!podeAlterar(atual, 'editar')) throw new DomainError('CONFLITO', MSG.documentos.jaAssinado);
  const d = await atualizarConteudo(deps.db, ator.idConta, id, limpar(input));
  if (!d) throw new DomainError('CONFLITO', MSG.documentos.jaAssinado);
  return d;
}

/** The header generated from the clinic's and the patient's records. */
export async function gerarCabecalhoDocumento(deps: Deps, ator: Ator, idPaciente: number) {
  const [paciente, conta] = await Promise.all([
    exigirPaciente(deps.db, ator.idConta, idPaciente),
    buscarContaPorId(deps.db, ator.idConta),
  ]);
  return { cabecalho: gerarCabecalho(conta!, paciente) };
}
