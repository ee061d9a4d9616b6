import type { ChavePermissao } from '@clinica/contracts';
import { clinica, listaDoPaciente, pacientesDaLista, registroDaResposta } from '../../acesso';
import type { TipoRegistro } from './registro-assinavel.repository';

type Permissoes = { tipo: TipoRegistro; permissoes: { listar: ChavePermissao; editar: ChavePermissao } };

/**
 * Who may call each shared operation of one kind, declared once for its router and its REST
 * routes. Reads of the patient's record are logged (issue 19): the list under the kind's name,
 * one record under its name too, the print view as 'impressao'.
 */
export const acessoDoRegistro = ({ tipo, permissoes }: Permissoes) =>
  ({
    list: clinica(permissoes.listar, 'completo', { registra: listaDoPaciente(tipo) }),
    /** The clinic-wide list (issue 39): each patient on the page is a read of their record. */
    listaDaClinica: clinica(permissoes.listar, 'completo', { registra: pacientesDaLista(tipo) }),
    get: clinica(permissoes.listar, 'completo', { registra: registroDaResposta(tipo) }),
    imprimir: clinica(permissoes.listar, 'completo', { registra: registroDaResposta('impressao') }),
    /** 'Reenviar link': whoever may edit the kind (issue 19). */
    reenviarLink: clinica(permissoes.editar),
  }) as const;

/** 'Excluir' (archiving an unsigned record): the kind's own delete permission. */
export const acessoDaExclusao = (excluir: ChavePermissao) => clinica(excluir);
