import { type ModeloAnamnese, MSG } from '@clinica/contracts';
import { temPermissao } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { Spinner } from '@clinica/ui/spinner';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { PlusIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDeErro } from '../../lib/erros';
import { useUsuario } from '../../lib/sessao';
import { useTRPC } from '../../lib/trpc';
import { CamposQuestao, useCamposQuestao } from '../questao-anamnese/campos-questao';
import { type ItemModelo, ListaQuestoesModelo } from './lista-questoes-modelo';

type Props = { modelo: ModeloAnamnese | null; onFechar: () => void };

/** Every question of the clinic the dialog offers (the list call's maximum page). */
const LIMITE_QUESTOES = 100;

/** The model's questions first, in its order and included; then the rest, not included (spec 02). */
function montarItens(modelo: ModeloAnamnese | null, todas: ItemModelo['questao'][]): ItemModelo[] {
  const doModelo = (modelo?.questoes ?? []).map((q) => ({ questao: q.questao, incluida: true }));
  const ids = new Set(doModelo.map((i) => i.questao.id));
  return [
    ...doModelo,
    ...todas.filter((q) => !ids.has(q.id)).map((questao) => ({ questao, incluida: false })),
  ];
}

/** Add or edit an anamnesis model. Mounted only while open. */
export function ModeloDialog({ modelo, onFechar }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: usuario } = useUsuario();
  const podeCriarQuestao = usuario ? temPermissao(usuario, 'QUESTOES_ANAMNESE_CRIAR') : false;
  const [nome, setNome] = useState(modelo?.nome ?? '');
  const [tentou, setTentou] = useState(false);
  const [itens, setItens] = useState<ItemModelo[] | null>(null);
  const [novaAberta, setNovaAberta] = useState(false);
  const novaQuestao = useCamposQuestao();

  const questoes = useQuery({
    ...trpc.questaoAnamnese.list.queryOptions({ page: 1, limit: LIMITE_QUESTOES, q: '' }),
    // Built once from the first answer; later refetches must not undo the user's ordering.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const lista = itens ?? (questoes.data ? montarItens(modelo, questoes.data.itens) : null);

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
        setItens([...(lista ?? []), { questao: q, incluida: true }]);
        novaQuestao.limpar();
        setNovaAberta(false);
        queryClient.invalidateQueries(trpc.questaoAnamnese.list.pathFilter());
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
      questoes: (lista ?? []).filter((i) => i.incluida).map((i) => i.questao.id),
    };
    if (modelo) atualizar.mutate({ id: modelo.id, ...dados });
    else criar.mutate(dados);
  };
  const adicionarQuestao = () => {
    const dados = novaQuestao.validar();
    if (dados) criarQuestao.mutate(dados);
  };
  const incluidas = lista?.filter((i) => i.incluida).length ?? 0;

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
          <Button
            onClick={salvar}
            disabled={!nome.trim() || !lista}
            loading={criar.isPending || atualizar.isPending}
          >
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
          {questoes.isError && (
            <p className="text-sm text-rose-700">{MSG.modelosAnamnese.erroCarregarQuestoes}</p>
          )}
          {!lista && !questoes.isError && (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          )}
          {lista && lista.length === 0 && (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">
              {MSG.questoesAnamnese.vazio}
            </p>
          )}
          {lista && lista.length > 0 && <ListaQuestoesModelo itens={lista} onChange={setItens} />}
        </section>
      </div>
    </Dialog>
  );
}
