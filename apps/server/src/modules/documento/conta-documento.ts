import type { ContaDocumento } from '@clinica/contracts';
import type { Deps } from '../../platform/deps';
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

/** The same columns read beside a document by its code (`conta_*` aliases of the join). */
export const COLUNAS_CONTA_DOCUMENTO = [
  'c.tipo as conta_tipo',
  'c.nome as conta_nome',
  'c.endereco as conta_endereco',
  'c.numero as conta_numero',
  'c.complemento as conta_complemento',
  'c.bairro as conta_bairro',
  'c.cidade as conta_cidade',
  'c.cep as conta_cep',
  'c.documento as conta_documento',
  'c.id_logo as conta_logo',
] as const;

type ContaPorAlias = {
  id_conta: number;
  conta_tipo: string;
  conta_nome: string;
  conta_endereco: string | null;
  conta_numero: string | null;
  conta_complemento: string | null;
  conta_bairro: string | null;
  conta_cidade: string | null;
  conta_cep: string | null;
  conta_documento: string | null;
  conta_logo: number | null;
};

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
