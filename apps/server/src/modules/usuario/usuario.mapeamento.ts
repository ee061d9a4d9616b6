import type { Usuario } from '@clinica/contracts';
import type { Db } from '../../db/kysely';
import { unidadesDosUsuarios } from './usuario.repository';

type Linha = {
  id: number;
  nome: string;
  email: string;
  whatsapp: string | null;
  cpf: string | null;
  cro: string | null;
  tipo: Usuario['tipo'];
  id_perfil: number | null;
  ativo: boolean;
  criado_em: Date;
  perfil_nome: string | null;
};

/** Rows to the API shape, with each user's units loaded in one extra query. */
export async function paraApi(db: Db, idConta: number, linhas: Linha[]): Promise<Usuario[]> {
  const unidades = await unidadesDosUsuarios(
    db,
    idConta,
    linhas.map((l) => l.id),
  );
  return linhas.map((l) => ({
    id: l.id,
    nome: l.nome,
    email: l.email,
    whatsapp: l.whatsapp,
    cpf: l.cpf,
    cro: l.cro,
    tipo: l.tipo,
    id_perfil: l.id_perfil,
    perfil: l.id_perfil !== null && l.perfil_nome !== null ? { id: l.id_perfil, nome: l.perfil_nome } : null,
    ativo: l.ativo,
    criado_em: l.criado_em.toISOString(),
    clinicas: unidades
      .filter((u) => u.id_usuario === l.id)
      .map((u) => ({ id: u.id, nome_fantasia: u.nome_fantasia, cnpj: u.cnpj, responsavel: u.responsavel })),
  }));
}
