import type { CepOutput } from '@clinica/contracts';
import { MSG } from '@clinica/contracts';
import { formatarCep, normalizarCep } from '@clinica/domain';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';

/**
 * GET /cep/{cep}: the address through the configured provider (ViaCEP or the offline table).
 * 400 for a malformed CEP, 404 'CEP não encontrado.', 503 'Erro ao buscar o CEP.'.
 */
export async function buscarCep(deps: Deps, valor: string): Promise<CepOutput> {
  const cep = normalizarCep(valor);
  if (!cep) throw new DomainError('ENTRADA_INVALIDA', MSG.conta.cepInvalido);
  let endereco: Awaited<ReturnType<Deps['cep']['buscar']>>;
  try {
    endereco = await deps.cep.buscar(cep);
  } catch {
    throw new DomainError('SERVICO_INDISPONIVEL', MSG.cep.erroBuscar);
  }
  if (!endereco) throw new DomainError('NAO_ENCONTRADO', MSG.cep.naoEncontrado);
  return { ...endereco, cep: formatarCep(cep) };
}
