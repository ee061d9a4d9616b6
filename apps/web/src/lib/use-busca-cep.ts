import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lerFalha } from './erros';
import { useTRPC } from './trpc';

export type EnderecoEncontrado = { logradouro: string; bairro: string; localidade: string; uf: string };

/** Looks a CEP up through the server when it reaches 8 digits ('CEP não encontrado.' / 'Erro ao buscar o CEP.'). */
export function useBuscaCep(onEncontrar: (e: EnderecoEncontrado) => void) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [buscando, setBuscando] = useState(false);
  const buscar = async (digitos: string) => {
    if (digitos.length !== 8) return;
    setBuscando(true);
    try {
      onEncontrar(
        await qc.fetchQuery({ ...trpc.cep.get.queryOptions({ cep: digitos }), staleTime: 3_600_000 }),
      );
    } catch (e) {
      const f = lerFalha(e);
      toast.error(f.tipo === 'resposta' && f.status === 404 ? MSG.cep.naoEncontrado : MSG.cep.erroBuscar);
    } finally {
      setBuscando(false);
    }
  };
  return { buscar, buscando };
}
