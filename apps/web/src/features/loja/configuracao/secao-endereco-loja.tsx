import { MSG } from '@clinica/contracts';
import { somenteDigitos } from '@clinica/domain';
import { Card } from '@clinica/ui/card';
import { MaskedInput } from '@clinica/ui/masked-input';
import { TextField } from '@clinica/ui/text-field';
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import type { CamposLoja } from './campos-loja';

type Props = { v: CamposLoja; mudar: (k: keyof CamposLoja, valor: string) => void };

/**
 * The store's address (spec 03 §8): a complete CEP (9 characters with the mask) looks the address
 * up; when it isn't found, 'CEP não encontrado. Insira o endereço manualmente.' and the fields stay free.
 */
export function SecaoEnderecoLoja({ v, mudar }: Props) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [buscando, setBuscando] = useState(false);
  const [naoEncontrado, setNaoEncontrado] = useState(false);

  const aoMudarCep = async (mascarado: string) => {
    mudar('cep', mascarado);
    setNaoEncontrado(false);
    if (mascarado.length !== 9) return;
    setBuscando(true);
    try {
      const e = await qc.fetchQuery({
        ...trpc.cep.get.queryOptions({ cep: somenteDigitos(mascarado) }),
        staleTime: 3_600_000,
      });
      mudar('endereco', e.logradouro);
      mudar('cidade', e.localidade);
      mudar('estado', e.uf);
    } catch {
      setNaoEncontrado(true);
    } finally {
      setBuscando(false);
    }
  };

  return (
    <Card title="Endereço">
      <div className="grid gap-4 sm:grid-cols-6">
        <div className="sm:col-span-2">
          <MaskedInput
            mask="cep"
            label="CEP"
            value={v.cep}
            onValueChange={(m) => void aoMudarCep(m)}
            hint={buscando ? 'Buscando endereço…' : undefined}
          />
        </div>
        {naoEncontrado && (
          <p
            role="status"
            className="flex items-center gap-2 self-end rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 sm:col-span-4"
          >
            <ExclamationTriangleIcon className="size-4 shrink-0" aria-hidden="true" />
            {MSG.configuracaoLoja.cepNaoEncontrado}
          </p>
        )}
        <TextField
          label="Endereço"
          containerClassName="sm:col-span-4"
          value={v.endereco}
          onChange={(e) => mudar('endereco', e.target.value)}
        />
        <TextField
          label="Número"
          containerClassName="sm:col-span-2"
          value={v.numero}
          onChange={(e) => mudar('numero', e.target.value)}
        />
        <TextField
          label="Cidade"
          containerClassName="sm:col-span-4"
          value={v.cidade}
          onChange={(e) => mudar('cidade', e.target.value)}
        />
        <TextField
          label="Estado"
          maxLength={2}
          placeholder="UF"
          className="uppercase"
          containerClassName="sm:col-span-2"
          value={v.estado}
          onChange={(e) => mudar('estado', e.target.value.toUpperCase())}
        />
      </div>
    </Card>
  );
}
