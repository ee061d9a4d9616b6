import { MSG } from '@clinica/contracts';
import { CampoMascara, CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTRPC } from '../../../lib/trpc';
import type { CamposLoja, DadosLoja } from './campos-loja';

type Props = { form: UseFormReturn<CamposLoja, unknown, DadosLoja> };

/**
 * The store's address (spec 03 §8): a complete CEP (9 characters with the mask) looks the address
 * up; when it isn't found, 'CEP não encontrado. Insira o endereço manualmente.' and the fields stay free.
 */
export function SecaoEnderecoLoja({ form }: Props) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [buscando, setBuscando] = useState(false);
  const [naoEncontrado, setNaoEncontrado] = useState(false);

  const aoMudarCep = async (digitos: string) => {
    setNaoEncontrado(false);
    if (digitos.length !== 8) return;
    setBuscando(true);
    try {
      const e = await qc.fetchQuery({ ...trpc.cep.get.queryOptions({ cep: digitos }), staleTime: 3_600_000 });
      form.setValue('endereco', e.logradouro);
      form.setValue('cidade', e.localidade);
      form.setValue('estado', e.uf);
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
          <CampoMascara
            form={form}
            nome="cep"
            mask="cep"
            label="CEP"
            onDigitos={(d) => void aoMudarCep(d)}
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
        <CampoTexto form={form} nome="endereco" label="Endereço" containerClassName="sm:col-span-4" />
        <CampoTexto form={form} nome="numero" label="Número" containerClassName="sm:col-span-2" />
        <CampoTexto form={form} nome="cidade" label="Cidade" containerClassName="sm:col-span-4" />
        <CampoTexto
          form={form}
          nome="estado"
          label="Estado"
          maxLength={2}
          placeholder="UF"
          className="uppercase"
          containerClassName="sm:col-span-2"
          filtro={(t) => t.toUpperCase()}
        />
      </div>
    </Card>
  );
}
