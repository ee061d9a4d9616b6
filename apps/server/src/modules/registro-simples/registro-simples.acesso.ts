import { clinica } from '../../acesso';
import type { DefinicaoRegistro } from './definicoes';

/** Who may call each operation of one simple registry, declared once for the router and the REST routes. */
export const acessoDoRegistro = ({ permissoes }: DefinicaoRegistro) =>
  ({
    list: clinica(permissoes.listar),
    create: clinica(permissoes.criar),
    update: clinica(permissoes.editar),
    remove: clinica(permissoes.editar),
  }) as const;
