import { MSG } from '@clinica/contracts';
import { toast } from '@clinica/ui/toast';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

const ESPERA_MS = 5_000;

/**
 * 'Gerenciar': asks for the customer portal and goes there. A 404 says the service is not
 * available; any other failure (or an answer without url) says so and tries again after 5 s,
 * repeatedly, while the screen is open (spec 01 §4 and §8).
 */
export function usePortal() {
  const trpc = useTRPC();
  const [tentando, setTentando] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const portal = useMutation(trpc.cobranca.portal.mutationOptions());

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const abrir = () => {
    if (timer.current) clearTimeout(timer.current);
    setTentando(true);
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (url) return window.location.assign(url);
        falhou();
      },
      onError: (e) => {
        const f = lerFalha(e);
        if (f.tipo === 'resposta' && f.status === 404) {
          setTentando(false);
          toast.error(MSG.planos.portalIndisponivel, { id: 'portal' });
          return;
        }
        falhou();
      },
    });
  };

  const falhou = () => {
    toast.error(MSG.planos.portalFalhou, { id: 'portal' });
    timer.current = setTimeout(abrir, ESPERA_MS);
  };

  return { abrir, carregando: tentando };
}
