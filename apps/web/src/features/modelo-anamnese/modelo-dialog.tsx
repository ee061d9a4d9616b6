import {
  type ModeloAnamnese,
  type ModeloAnamneseDados,
  MSG,
  modeloAnamneseCamposSchema,
  type OpcaoQuestao,
  type QuestaoAnamneseDados,
} from '@clinica/contracts';
import { temPermissao } from '@clinica/domain';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { CampoTexto } from '@clinica/ui/campos-form';
import { erroServidor, FormDialog } from '@clinica/ui/form-dialog';
import { PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '../../lib/resolver-zod';
import { useUsuario } from '../../lib/sessao';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { CamposQuestao, useFormQuestao } from '../questao-anamnese/campos-questao';
import { SeletorCadastro } from '../seletores/seletores';
import { type ItemModelo, ListaQuestoesModelo } from './lista-questoes-modelo';

type Props = { modelo: ModeloAnamnese | null; onFechar: () => void };

/**
 * The contract's model; the form holds the model's questions as listed (in its order, each
 * switched on or off), the wire gets the included ones' ids in that order.
 */
const questoesSchema = modeloAnamneseCamposSchema.shape.questoes;
const modeloForm = modeloAnamneseCamposSchema.extend({
  questoes: z
    .custom<ItemModelo[]>()
    .transform(
      (itens): z.input<typeof questoesSchema> => itens.filter((i) => i.incluida).map((i) => i.questao.id),
    )
    .pipe(questoesSchema),
});
type ModeloForm = z.input<typeof modeloForm>;

/**
 * The model's questions, in its order and included (spec 02). The clinic's other questions are
 * not listed up front (a clinic may have hundreds, issue 17): the picker below the list searches
 * them on the server and appends the chosen one, included. A row switched off stays until saved.
 */
const itensDoModelo = (modelo: ModeloAnamnese | null): ItemModelo[] =>
  (modelo?.questoes ?? []).map((q) => ({ questao: q.questao, incluida: true }));

/** The chosen question included: switched on where it already is, else appended at the end. */
function incluir(itens: ItemModelo[], questao: OpcaoQuestao): ItemModelo[] {
  if (itens.some((i) => i.questao.id === questao.id))
    return itens.map((i) => (i.questao.id === questao.id ? { ...i, incluida: true } : i));
  return [...itens, { questao, incluida: true }];
}

/** Add or edit an anamnesis model. Mounted only while open. */
export function ModeloDialog({ modelo, onFechar }: Props) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const { data: usuario } = useUsuario();
  const podeCriarQuestao = usuario ? temPermissao(usuario, 'QUESTOES_ANAMNESE_CRIAR') : false;
  const form = useForm<ModeloForm, unknown, ModeloAnamneseDados>({
    resolver: zodResolver(modeloForm),
    defaultValues: { nome: modelo?.nome ?? '', questoes: itensDoModelo(modelo) },
  });
  const [nome, lista = []] = useWatch({ control: form.control, name: ['nome', 'questoes'] });
  const mudarLista = (itens: ItemModelo[]) => form.setValue('questoes', itens);
  const salvar = useSalvar({
    form,
    salvar: (dados: ModeloAnamneseDados) =>
      modelo
        ? cliente.modeloAnamnese.update.mutate({ id: modelo.id, ...dados })
        : cliente.modeloAnamnese.create.mutate(dados),
    sucesso: modelo ? MSG.modelosAnamnese.atualizado : MSG.modelosAnamnese.criado,
    erro: MSG.modelosAnamnese.erroSalvar,
    invalidar: [trpc.modeloAnamnese.pathFilter()],
    onFechar,
  });

  // A new question, typed here: created at once and appended to the model, included.
  const [novaAberta, setNovaAberta] = useState(false);
  const novaQuestao = useFormQuestao();
  const fecharNova = () => {
    novaQuestao.reset();
    setNovaAberta(false);
  };
  const criarQuestao = useSalvar({
    form: novaQuestao,
    salvar: (dados: QuestaoAnamneseDados) => cliente.questaoAnamnese.create.mutate(dados),
    sucesso: MSG.questoesAnamnese.adicionada,
    erro: MSG.questoesAnamnese.erroSalvar,
    invalidar: [trpc.questaoAnamnese.list.pathFilter(), trpc.modeloAnamnese.questoes.pathFilter()],
    aoSalvar: (q) => {
      mudarLista(incluir(form.getValues('questoes'), q));
      fecharNova();
    },
  });
  const adicionarQuestao = novaQuestao.handleSubmit(criarQuestao.enviar);
  const incluidas = lista.filter((i) => i.incluida).length;

  return (
    <FormDialog
      open
      onClose={onFechar}
      title={modelo ? 'Editar Modelo' : 'Novo Modelo'}
      maxWidth="2xl"
      form={form}
      onSubmit={salvar.enviar}
      salvarDesabilitado={!nome?.trim()}
      className="space-y-5"
    >
      <CampoTexto form={form} nome="nome" label="Nome do modelo" required maxLength={200} autoFocus />
      <section aria-labelledby="titulo-questoes-modelo" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 id="titulo-questoes-modelo" className="text-sm font-medium text-slate-700">
              Questões
            </h3>
            <p className="text-xs text-slate-500" aria-live="polite">
              {incluidas} {incluidas === 1 ? 'incluída' : 'incluídas'}. Arraste ou use as setas para ordenar.
            </p>
          </div>
          {podeCriarQuestao && !novaAberta && (
            <Button variant="secondary" size="sm" icon={<PlusIcon />} onClick={() => setNovaAberta(true)}>
              Nova questão
            </Button>
          )}
        </div>
        {novaAberta && (
          // Its own form inside the model's: Enter in its text field adds the question, not the model.
          <fieldset
            aria-label="Nova questão"
            className="min-w-0 space-y-3 rounded-lg border border-teal-200 bg-teal-50/40 p-3 sm:p-4"
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
              e.preventDefault();
              void adicionarQuestao();
            }}
          >
            <AlertaFormulario mensagem={erroServidor(novaQuestao.formState.errors)} />
            <CamposQuestao form={novaQuestao} autoFocus />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" size="sm" onClick={fecharNova}>
                Cancelar
              </Button>
              <Button size="sm" onClick={() => void adicionarQuestao()} loading={criarQuestao.salvando}>
                Adicionar questão
              </Button>
            </div>
          </fieldset>
        )}
        {lista.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">
            Nenhuma questão no modelo. Busque abaixo as questões já cadastradas.
          </p>
        ) : (
          <ListaQuestoesModelo itens={lista} onChange={mudarLista} />
        )}
        <SeletorCadastro<OpcaoQuestao>
          label="Adicionar questão"
          placeholder="Digite para buscar uma questão"
          value={null}
          onChange={(q) => q && mudarLista(incluir(form.getValues('questoes'), q))}
          fonte={(q) => trpc.modeloAnamnese.questoes.queryOptions({ q })}
          erroBusca={MSG.modelosAnamnese.erroCarregarQuestoes}
          vazio={MSG.questoesAnamnese.vazio}
          semCadastro={MSG.cadastreAntes.questaoAnamnese}
          getLabel={(q) => q.pergunta}
          renderOption={(q) => (
            <div className="flex min-w-0 items-center justify-between gap-3">
              {/* Questions are long and differ at the end: wrap instead of cutting. */}
              <span className="min-w-0 whitespace-normal break-words">{q.pergunta}</span>
              {lista.some((i) => i.questao.id === q.id && i.incluida) && (
                <span className="shrink-0 text-xs text-teal-700">no modelo</span>
              )}
            </div>
          )}
        />
      </section>
    </FormDialog>
  );
}
