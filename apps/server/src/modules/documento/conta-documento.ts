import { type ContaDocumento, MSG } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import type { ContaPorAlias } from '../assinatura-digital/registro-assinavel.repository';
import { buscarContaPorId } from '../conta/conta.repository';
import { urlDoLogo } from '../conta/logo.service';

/** The clinic's columns a document shows (spec 02 §3 "Account data used in documents"). */
export type ContaDoDocumento = {
  id: number;
  tipo: string;
  nome: string;
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  cep: string | null;
  documento: string | null;
  id_logo: number | null;
};

/** The clinic as read beside a record by its code (registro-assinavel.repository's `conta_*` aliases). */
export const contaDosAliases = (l: ContaPorAlias): ContaDoDocumento => ({
  id: l.id_conta,
  tipo: l.conta_tipo,
  nome: l.conta_nome,
  endereco: l.conta_endereco,
  numero: l.conta_numero,
  complemento: l.conta_complemento,
  bairro: l.conta_bairro,
  cidade: l.conta_cidade,
  cep: l.conta_cep,
  documento: l.conta_documento,
  id_logo: l.conta_logo,
});

export const contaParaDocumento = (deps: Deps, c: ContaDoDocumento): ContaDocumento => ({
  tipo: c.tipo,
  nome: c.nome,
  endereco: c.endereco,
  numero: c.numero,
  complemento: c.complemento,
  bairro: c.bairro,
  cidade: c.cidade,
  cep: c.cep,
  documento: c.documento,
  // The logo's URL as the account answer gives it: absolute, signed for the clinic.
  imagem_perfil: urlDoLogo(deps, c.id, c.id_logo),
});

/** The caller's clinic as documents show it (one read for a whole list). */
export async function contaDosDocumentos(deps: Deps, idConta: number): Promise<ContaDoDocumento> {
  const c = await buscarContaPorId(deps.db, idConta);
  if (!c) throw naoEncontrado(MSG.documentos.naoEncontrado);
  return c;
}
