import { type ContaUpdateInput, contaUpdateInputSchema, MSG } from '@clinica/contracts';
import { apagarDepois, descartarSeFalhar, type Recebido, receberEntrada } from '../../platform/armazenamento';
import type { Ator } from '../../platform/ator';
import type { Deps, Origem } from '../../platform/deps';
import { registrarEvento } from '../auditoria/auditoria.service';
import { buscarContaPorId, salvarDadosConta } from './conta.repository';
import { obterContaApi } from './conta.service';
import { decodificarLogo, ehImagemNova, REGRA_LOGO } from './logo.service';

/**
 * PUT /conta: the account data (validated and trimmed by the shared schema) and, when a new
 * image is sent (a data URL, or a multipart file received by the route), the logo. Its bytes are
 * stored before the transaction; the old logo's row goes in the same transaction, its bytes after.
 */
export async function atualizarConta(
  deps: Deps,
  ator: Ator,
  origem: Origem,
  entrada: ContaUpdateInput,
  logoRecebido?: Recebido,
) {
  const input = contaUpdateInputSchema.parse(entrada);
  const logo = await receberEntrada(
    deps.arquivos,
    ator.idConta,
    logoRecebido,
    ehImagemNova(input.imagem_perfil) ? input.imagem_perfil : null,
    REGRA_LOGO,
    decodificarLogo,
  );
  const apagar = await descartarSeFalhar(deps.arquivos, [logo], () =>
    gravarConta(deps, ator, origem, input, logo),
  );
  await apagarDepois(apagar);
  return { message: MSG.conta.sucesso, conta: await obterContaApi(deps, ator.idConta) };
}

async function gravarConta(
  deps: Deps,
  ator: Ator,
  origem: Origem,
  input: ReturnType<typeof contaUpdateInputSchema.parse>,
  logo: Recebido | null,
) {
  return deps.db.transaction().execute(async (trx) => {
    const atual = await buscarContaPorId(trx, ator.idConta);
    let idLogo = atual?.id_logo ?? null;
    const apagar: (() => Promise<void>)[] = [];
    if (logo) {
      idLogo = await deps.arquivos.gravar(trx, logo, { idConta: ator.idConta, finalidade: 'logo' });
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
    // After the account points at the new logo: the old one's row goes (its bytes after the commit).
    if (logo && atual?.id_logo) apagar.push(await deps.arquivos.remover(trx, ator.idConta, atual.id_logo));
    return apagar;
  });
}
