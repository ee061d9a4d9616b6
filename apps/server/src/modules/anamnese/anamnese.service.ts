import { type anamneseCreateSchema, MSG, type OpcaoModeloAnamnese } from '@clinica/contracts';
import type { z } from 'zod';
import type { Ator } from '../../platform/ator';
import type { Deps } from '../../platform/deps';
import { naoEncontrado } from '../../platform/errors';
import { emitirRegistro } from '../assinatura-digital/registro-assinavel.service';
import { opcoesModelos, questoesDoModelo } from '../modelo-anamnese/modelo-anamnese.repository';
import { ANAMNESE } from './anamnese.assinavel';

/** The anamnesis' questions: what only this kind writes (the rest is assinatura-digital's). */

const LIMITE_OPCOES = 20;

/** The models the new-anamnesis dialog offers for a typed term (DECISIONS 21). */
export function opcoesModeloAnamnese(deps: Deps, ator: Ator, q: string): Promise<OpcaoModeloAnamnese[]> {
  return opcoesModelos(deps.db, ator.idConta, q, LIMITE_OPCOES);
}

/** Freezes the model's questions as they are now: editing the model later changes nothing here. */
export function criarAnamnese(deps: Deps, ator: Ator, input: z.output<typeof anamneseCreateSchema>) {
  return emitirRegistro(deps, ator, ANAMNESE, input.id_paciente, async () => {
    const modelo = await questoesDoModelo(deps.db, ator.idConta, input.id_modelo_anamnese);
    if (!modelo) throw naoEncontrado(MSG.anamneses.modeloNaoEncontrado);
    return {
      id_modelo: input.id_modelo_anamnese,
      nome_modelo: modelo.nome,
      perguntas: JSON.stringify(modelo.questoes),
    };
  });
}
