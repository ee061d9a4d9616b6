import { MSG, type OpcaoProduto } from '@clinica/contracts';
import { AlertaFormulario } from '@clinica/ui/alerta-formulario';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { MaskedInput } from '@clinica/ui/masked-input';
import { MoneyInput } from '@clinica/ui/money-input';
import { SelectField } from '@clinica/ui/select-field';
import { TextField } from '@clinica/ui/text-field';
import { XMarkIcon } from '@heroicons/react/20/solid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { SeletorProfissional } from '../seletores/seletores';
import { type RascunhoMovimentacao, rascunhoVazio, validarMovimentacao } from './movimentacao-form';
import { SeletorProdutoEstoque } from './seletor-produto-estoque';
import { SeletorTipoMovimentacao } from './seletor-tipo-movimentacao';
import { useInserirMovimentacao } from './use-inserir-movimentacao';

const M = MSG.movimentacoes;

/** The clinic's units, when it has any: where the movement happened (optional). */
function CampoUnidade({ valor, onChange }: { valor: string; onChange: (v: string) => void }) {
  const trpc = useTRPC();
  const unidades = useQuery(trpc.movimentacao.unidades.queryOptions());
  if (!unidades.data || unidades.data.length === 0) return null;
  return (
    <SelectField
      label="Unidade"
      value={valor}
      onChange={(e) => onChange(e.target.value)}
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
  const [r, setR] = useState<RascunhoMovimentacao>(() => rascunhoVazio(produtoInicial));
  const [tentou, setTentou] = useState(false);
  const { inserir, erroServidor } = useInserirMovimentacao(onFechar);
  const { entrada, erros } = validarMovimentacao(r);
  const erro = (campo: keyof typeof erros) => (tentou ? erros[campo] : undefined);
  const mudar = <K extends keyof RascunhoMovimentacao>(campo: K, v: RascunhoMovimentacao[K]) =>
    setR((atual) => ({ ...atual, [campo]: v }));
  const entradaTipo = r.tipo === 'ENTRADA';

  const salvar = () => {
    setTentou(true);
    if (entrada && !inserir.isPending) inserir.mutate(entrada);
  };

  const quantidade = (
    <TextField
      label="Quantidade"
      inputMode="numeric"
      maxLength={7}
      value={r.quantidade}
      // Whole units only: anything but digits is dropped as it is typed.
      onChange={(e) => mudar('quantidade', e.target.value.replace(/\D/g, ''))}
      error={erro('quantidade')}
      {...(!entradaTipo && r.produto ? { hint: `Disponível: ${r.produto.qnt_atual}` } : {})}
    />
  );

  return (
    <Dialog
      open
      persistent
      fullScreenOnMobile
      onClose={onFechar}
      title="Inserir Movimentação"
      maxWidth="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onFechar} disabled={inserir.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="form-movimentacao" loading={inserir.isPending}>
            Inserir Movimentação
          </Button>
        </>
      }
    >
      <form
        id="form-movimentacao"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          salvar();
        }}
      >
        <AlertaFormulario mensagem={erroServidor} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SeletorTipoMovimentacao valor={r.tipo} onChange={(t) => mudar('tipo', t)} />
          <SeletorProdutoEstoque
            value={r.produto}
            onChange={(p) => mudar('produto', p)}
            error={erro('produto')}
            mostrarEstoque={entradaTipo}
          />
          {entradaTipo ? (
            <>
              {quantidade}
              <MoneyInput
                label="Preço Custo (Unitário)"
                valueCents={r.precoCusto}
                onChange={(c) => mudar('precoCusto', c)}
                error={erro('precoCusto')}
              />
              <MaskedInput
                mask="data"
                label="Data de Validade"
                value={r.validade}
                onValueChange={(v) => mudar('validade', v)}
                error={erro('validade')}
                hint="Opcional"
                endAdornment={
                  r.validade ? (
                    <button
                      type="button"
                      aria-label="Limpar data de validade"
                      onClick={() => mudar('validade', '')}
                      className="inline-flex size-7 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
                    >
                      <XMarkIcon className="size-4" aria-hidden="true" />
                    </button>
                  ) : null
                }
              />
            </>
          ) : (
            <>
              <SeletorProfissional
                label="Profissional"
                className="sm:col-span-2"
                value={r.profissional}
                onChange={(p) => mudar('profissional', p)}
                fonte={(q) => trpc.movimentacao.profissionais.queryOptions({ q })}
                erroBusca={M.erroBuscarProfissionais}
                placeholder="Opcional"
                clearable
              />
              {quantidade}
            </>
          )}
          <CampoUnidade valor={r.unidade} onChange={(v) => mudar('unidade', v)} />
          <TextField
            label="Observação"
            containerClassName="sm:col-span-2"
            maxLength={500}
            placeholder="Opcional"
            value={r.observacao}
            onChange={(e) => mudar('observacao', e.target.value)}
          />
        </div>
      </form>
    </Dialog>
  );
}
