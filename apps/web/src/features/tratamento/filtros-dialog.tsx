import type { FiltrosTratamento } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Dialog } from '@clinica/ui/dialog';
import { MoneyInput } from '@clinica/ui/money-input';
import { TextField } from '@clinica/ui/text-field';
import { useEffect, useState } from 'react';

type Props = {
  aberto: boolean;
  filtros: FiltrosTratamento;
  onAplicar: (f: FiltrosTratamento) => void;
  onFechar: () => void;
};

/** Only the fields that hold something become filters. */
export function limparFiltros(f: { nome: string; preco_venda: number | null; preco_custo: number | null }) {
  const r: FiltrosTratamento = {};
  if (f.nome.trim()) r.nome = f.nome.trim();
  if (f.preco_venda !== null) r.preco_venda = f.preco_venda;
  if (f.preco_custo !== null) r.preco_custo = f.preco_custo;
  return r;
}

export const contarFiltros = (f: FiltrosTratamento) => Object.keys(f).length;

/** The 'Filtros' dialog of the treatments page: name contains, sale and cost values equal. */
export function FiltrosDialog({ aberto, filtros, onAplicar, onFechar }: Props) {
  const [nome, setNome] = useState('');
  const [venda, setVenda] = useState<number | null>(null);
  const [custo, setCusto] = useState<number | null>(null);
  useEffect(() => {
    if (!aberto) return;
    setNome(filtros.nome ?? '');
    setVenda(filtros.preco_venda ?? null);
    setCusto(filtros.preco_custo ?? null);
  }, [aberto, filtros]);

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      title="Filtros"
      description="Mostra só os tratamentos que atendem a todos os campos preenchidos."
      maxWidth="lg"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              onAplicar({});
              onFechar();
            }}
          >
            Limpar filtros
          </Button>
          <Button variant="secondary" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit" form="form-filtros">
            Aplicar
          </Button>
        </>
      }
    >
      <form
        id="form-filtros"
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          onAplicar(limparFiltros({ nome, preco_venda: venda, preco_custo: custo }));
          onFechar();
        }}
      >
        <TextField
          label="Nome"
          value={nome}
          onChange={(e) => setNome(e.target.value)}
          containerClassName="sm:col-span-2"
        />
        <MoneyInput label="Valor de venda" valueCents={venda} onChange={setVenda} />
        <MoneyInput label="Valor de custo" valueCents={custo} onChange={setCusto} />
      </form>
    </Dialog>
  );
}
