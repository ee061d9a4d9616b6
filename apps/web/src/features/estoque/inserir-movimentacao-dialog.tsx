import { MSG, type OpcaoProduto } from '@clinica/contracts';
import {
  CampoAutocomplete,
  CampoData,
  CampoDinheiro,
  CampoSelecao,
  CampoTexto,
} from '@clinica/ui/campos-form';
import { FormDialog } from '@clinica/ui/form-dialog';
import { useQuery } from '@tanstack/react-query';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSalvar } from '../../lib/use-salvar';
import { SeletorProfissional } from '../seletores/seletores';
import {
  type MovimentacaoForm,
  type MovimentacaoSaida,
  movimentacaoFormSchema,
  movimentacaoVazia,
} from './movimentacao-form';
import { SeletorProdutoEstoque } from './seletor-produto-estoque';
import { SeletorTipoMovimentacao } from './seletor-tipo-movimentacao';

const M = MSG.movimentacoes;
const soDigitos = (t: string) => t.replace(/\D/g, '');
type Form = UseFormReturn<MovimentacaoForm, unknown, MovimentacaoSaida>;

/** The clinic's units, when it has any: where the movement happened (optional). */
function CampoUnidade({ form }: { form: Form }) {
  const trpc = useTRPC();
  const unidades = useQuery(trpc.movimentacao.unidades.queryOptions());
  if (!unidades.data || unidades.data.length === 0) return null;
  return (
    <CampoSelecao
      form={form}
      nome="id_unidade"
      numero
      label="Unidade"
      placeholder="Não informada"
      options={unidades.data.map((u) => ({ value: String(u.id), label: u.nome }))}
    />
  );
}

/**
 * 'Inserir Movimentação' (spec 03 §2): the type decides the fields. An entry takes the product,
 * quantity, unit cost and an optional expiry; an exit the product, an optional professional and
 * the quantity. Closing (or a success) unmounts the dialog, so the next one starts clean.
 */
export function InserirMovimentacaoDialog({
  produtoInicial = null,
  onFechar,
}: {
  /** Opened from a product's row: that product comes chosen. */
  produtoInicial?: OpcaoProduto | null;
  onFechar: () => void;
}) {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const form = useForm<MovimentacaoForm, unknown, MovimentacaoSaida>({
    resolver: zodResolver(movimentacaoFormSchema),
    defaultValues: movimentacaoVazia(produtoInicial),
  });
  const [tipo, produto] = useWatch({ control: form.control, name: ['tipo', 'id_produto'] });
  const entrada = tipo === 'ENTRADA';
  // A movement changes the lists, the products (quantity, average cost, status, expiry) and the dashboard.
  const salvar = useSalvar({
    form,
    salvar: (dados: MovimentacaoSaida) => cliente.movimentacao.create.mutate(dados),
    sucesso: M.inserida,
    erro: M.erroInserir,
    invalidar: [trpc.movimentacao.pathFilter(), trpc.produto.pathFilter(), trpc.dashboard.pathFilter()],
    onFechar,
  });

  const quantidade = (
    <CampoTexto
      form={form}
      nome="quantidade"
      label="Quantidade"
      inputMode="numeric"
      maxLength={7}
      // Whole units only: anything but digits is dropped as it is typed.
      filtro={soDigitos}
      {...(!entrada && produto ? { hint: `Disponível: ${produto.qnt_atual}` } : {})}
    />
  );

  return (
    <FormDialog
      open
      onClose={onFechar}
      title="Inserir Movimentação"
      maxWidth="lg"
      form={form}
      onSubmit={salvar.enviar}
      rotuloSalvar="Inserir Movimentação"
      className="space-y-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SeletorTipoMovimentacao valor={tipo} onChange={(t) => form.setValue('tipo', t)} />
        <CampoAutocomplete form={form} nome="id_produto">
          {(campo) => (
            <SeletorProdutoEstoque {...campo} value={campo.value ?? null} mostrarEstoque={entrada} />
          )}
        </CampoAutocomplete>
        {entrada ? (
          <>
            {quantidade}
            <CampoDinheiro form={form} nome="preco_custo" label="Preço Custo (Unitário)" />
            <CampoData
              form={form}
              nome="vencimento"
              label="Data de Validade"
              hint="Opcional"
              rotuloLimpar="Limpar data de validade"
            />
          </>
        ) : (
          <>
            <CampoAutocomplete form={form} nome="id_usuario">
              {(campo) => (
                <SeletorProfissional
                  {...campo}
                  value={campo.value ?? null}
                  label="Profissional"
                  className="sm:col-span-2"
                  fonte={(q) => trpc.movimentacao.profissionais.queryOptions({ q })}
                  erroBusca={M.erroBuscarProfissionais}
                  placeholder="Opcional"
                  clearable
                />
              )}
            </CampoAutocomplete>
            {quantidade}
          </>
        )}
        <CampoUnidade form={form} />
        <CampoTexto
          form={form}
          nome="observacao"
          label="Observação"
          containerClassName="sm:col-span-2"
          maxLength={500}
          placeholder="Opcional"
        />
      </div>
    </FormDialog>
  );
}
