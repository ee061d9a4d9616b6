import { type ContaUpdateInput, contaUpdateInputSchema, MSG } from '@clinica/contracts';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { registrarEvento } from '../auditoria/auditoria.service';
import { buscarContaPorId, salvarDadosConta } from './conta.repository';
import { obterContaApi } from './conta.service';
import { ehImagemNova, lerLogo } from './logo.service';

/**
 * PUT /conta: the account data (validated and trimmed by the shared schema) and, when a new
 * image is sent, the logo. The old logo file is removed in the same transaction.
 */
export async function atualizarConta(deps: Deps, ator: Ator, origem: Origem, entrada: ContaUpdateInput) {
  const input = contaUpdateInputSchema.parse(entrada);
  const logo = ehImagemNova(input.imagem_perfil) ? lerLogo(input.imagem_perfil) : null;
  await deps.db.transaction().execute(async (trx) => {
    const atual = await buscarContaPorId(trx, ator.idConta);
    let idLogo = atual?.id_logo ?? null;
    if (logo) {
      idLogo = await deps.arquivos.salvar(trx, { idConta: ator.idConta, finalidade: 'logo', ...logo });
      if (atual?.id_logo) await deps.arquivos.remover(trx, ator.idConta, atual.id_logo);
    }
    await salvarDadosConta(trx, ator.idConta, {
      nome: input.nome,
      tipo: input.tipo,
      documento: input.documento,
      cep: input.cep,
      endereco: input.endereco,
      numero: input.numero,
      complemento: input.complemento || null,
      bairro: input.bairro,
      cidade: input.cidade,
      estado: input.estado,
      id_logo: idLogo,
      atualizado_em: deps.agora(),
    });
    await registrarEvento(trx, {
      idConta: ator.idConta,
      idUsuario: ator.idUsuario,
      acao: 'conta_atualizada',
      descricao: logo ? 'Dados da conta e logo atualizados' : 'Dados da conta atualizados',
      origem,
    });
  });
  return { message: MSG.conta.sucesso, conta: await obterContaApi(deps, ator.idConta) };
}
