import { MSG, type TipoTransacao, type TransacaoInput } from '@clinica/contracts';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { CamposDespesa, CamposReceita } from './campos-transacao';
import {
  paraEntrada,
  type TransacaoForm,
  type TransacaoSaida,
  transacaoFormSchema,
  transacaoVazia,
} from './transacao-form';

const M = MSG.transacoes;

/** 'Nova Receita' / 'Nova Despesa' (spec 03 §2). Mounted only while open. */
export function TransacaoDialog({ tipo, onFechar }: { tipo: TipoTransacao; onFechar: () => void }) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const receita = tipo === 'RECEITA';
  const form = useForm<TransacaoForm, unknown, TransacaoSaida>({
    resolver: zodResolver(transacaoFormSchema),
    defaultValues: transacaoVazia(tipo),
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: TransacaoInput) => cliente.transacao.create.mutate(dados),
    sucesso: receita ? M.receitaCriada : M.despesaCriada,
    erro: receita ? M.erroSalvarReceita : M.erroSalvarDespesa,
    // A revenue changes its budget too.
    invalidar: [trpc.transacao.pathFilter(), trpc.orcamento.pathFilter()],
    onFechar,
  });
  return (
    <FormDialog
      open
      onClose={onFechar}
      title={receita ? 'Nova Receita' : 'Nova Despesa'}
      maxWidth="lg"
      form={form}
      onSubmit={(f) => salvar.enviar(paraEntrada(f))}
      className={receita ? 'space-y-4' : 'grid grid-cols-1 gap-4 sm:grid-cols-2'}
    >
      {receita ? <CamposReceita form={form} /> : <CamposDespesa form={form} />}
    </FormDialog>
  );
}
