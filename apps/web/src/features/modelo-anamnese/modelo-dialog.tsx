import { type ModeloAnamnese, MSG, type OpcaoQuestao } from '@clinica/contracts';
import { temPermissao } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { PlusIcon } from '@heroicons/react/24/outline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { CamposQuestao, useCamposQuestao } from '../questao-anamnese/campos-questao';
import { SeletorCadastro } from '../seletores/seletores';
import { type ItemModelo, ListaQuestoesModelo } from './lista-questoes-modelo';

type Props = { modelo: ModeloAnamnese | null; onFechar: () => void };

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
  const queryClient = useQueryClient();
  const { data: usuario } = useUsuario();
  const podeCriarQuestao = usuario ? temPermissao(usuario, 'QUESTOES_ANAMNESE_CRIAR') : false;
  const [nome, setNome] = useState(modelo?.nome ?? '');
  const [tentou, setTentou] = useState(false);
  const [lista, setItens] = useState<ItemModelo[]>(() => itensDoModelo(modelo));
  const [novaAberta, setNovaAberta] = useState(false);
  const novaQuestao = useCamposQuestao();

  const opcoes = (mensagem: string) => ({
    onSuccess: () => {
      toast.success(mensagem);
      queryClient.invalidateQueries(trpc.modeloAnamnese.pathFilter());
      onFechar();
    },
    onError: (e: unknown) => {
      toast.error(mensagemDeErro(e, MSG.modelosAnamnese.erroSalvar));
    },
  });
  const criar = useMutation(trpc.modeloAnamnese.create.mutationOptions(opcoes(MSG.modelosAnamnese.criado)));
  const atualizar = useMutation(
    trpc.modeloAnamnese.update.mutationOptions(opcoes(MSG.modelosAnamnese.atualizado)),
  );
  const criarQuestao = useMutation(
    trpc.questaoAnamnese.create.mutationOptions({
      onSuccess: (q) => {
        toast.success(MSG.questoesAnamnese.adicionada);
        setItens((atual) => incluir(atual, q));
        novaQuestao.limpar();
        setNovaAberta(false);
        queryClient.invalidateQueries(trpc.questaoAnamnese.list.pathFilter());
        queryClient.invalidateQueries(trpc.modeloAnamnese.questoes.pathFilter());
      },
      onError: (e) => {
        toast.error(mensagemDeErro(e, MSG.questoesAnamnese.erroSalvar));
      },
    }),
  );

  const salvar = () => {
    setTentou(true);
    if (!nome.trim()) return;
    const dados = {
      nome,
      questoes: lista.filter((i) => i.incluida).map((i) => i.questao.id),
    };
    if (modelo) atualizar.mutate({ id: modelo.id, ...dados });
    else criar.mutate(dados);
  };
  const adicionarQuestao = () => {
    const dados = novaQuestao.validar();
    if (dados) criarQuestao.mutate(dados);
  };
  const incluidas = lista.filter((i) => i.incluida).length;

  return (
    <Dialog
      open
      persistent
      onClose={onFechar}
      title={modelo ? 'Editar Modelo' : 'Novo Modelo'}
      maxWidth="2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button onClick={salvar} disabled={!nome.trim()} loading={criar.isPending || atualizar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <TextField
          label="Nome do modelo"
          required
          maxLength={200}
          value={nome}
          onChange={(e) => setNome(e.target.value)}
          error={tentou && !nome.trim() ? MSG.modelosAnamnese.nomeObrigatorio : undefined}
          autoFocus
        />
        <section aria-labelledby="titulo-questoes-modelo" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h3 id="titulo-questoes-modelo" className="text-sm font-medium text-slate-700">
                Questões
              </h3>
              <p className="text-xs text-slate-500" aria-live="polite">
                {incluidas} {incluidas === 1 ? 'incluída' : 'incluídas'}. Arraste ou use as setas para
                ordenar.
              </p>
            </div>
            {podeCriarQuestao && !novaAberta && (
              <Button variant="secondary" size="sm" icon={<PlusIcon />} onClick={() => setNovaAberta(true)}>
                Nova questão
              </Button>
            )}
          </div>
          {novaAberta && (
            <div className="space-y-3 rounded-lg border border-teal-200 bg-teal-50/40 p-3 sm:p-4">
              <CamposQuestao campos={novaQuestao} autoFocus />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    novaQuestao.limpar();
                    setNovaAberta(false);
                  }}
                >
                  Cancelar
                </Button>
                <Button size="sm" onClick={adicionarQuestao} loading={criarQuestao.isPending}>
                  Adicionar questão
                </Button>
              </div>
            </div>
          )}
          {lista.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">
              Nenhuma questão no modelo. Busque abaixo as questões já cadastradas.
            </p>
          ) : (
            <ListaQuestoesModelo itens={lista} onChange={setItens} />
          )}
          <SeletorCadastro<OpcaoQuestao>
            label="Adicionar questão"
            placeholder="Digite para buscar uma questão"
            value={null}
            onChange={(q) => q && setItens((atual) => incluir(atual, q))}
            fonte={(q) => trpc.modeloAnamnese.questoes.queryOptions({ q })}
            erroBusca={MSG.modelosAnamnese.erroCarregarQuestoes}
            vazio={MSG.questoesAnamnese.vazio}
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
      </div>
    </Dialog>
  );
}
