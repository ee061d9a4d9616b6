import { MSG, pixelInputSchema } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { PageHeader } from '@clinica/ui/page-header';
import { TextField } from '@clinica/ui/text-field';
import { toast } from '@clinica/ui/toast';
import { QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EsqueletoConteudo } from '../../../layout/esqueletos';
import { lerFalha, mensagemDeErro } from '../../../lib/erros';
import { useTRPC } from '../../../lib/trpc';
import { SemLoja } from '../base/sem-loja';
import { AjudaPixelDialog } from './ajuda-pixel-dialog';

/** /marketing: the store's Facebook pixel id (required), with a help dialog (spec 03 §2, §8). */
export default function MarketingPage() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const loja = useQuery(trpc.loja.configuracao.get.queryOptions());
  const [pixel, setPixel] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const [ajuda, setAjuda] = useState(false);
  const atual = loja.data?.pixel_fb_id ?? '';
  useEffect(() => setPixel(atual), [atual]);
  const salvar = useMutation(
    trpc.loja.configuracao.pixel.mutationOptions({
      onSuccess: (l) => {
        qc.setQueryData(trpc.loja.configuracao.get.queryKey(), l);
        toast.success(MSG.configuracaoLoja.salvo);
      },
      onError: (e) => toast.error(mensagemDeErro(e, MSG.configuracaoLoja.erroSalvar)),
    }),
  );

  const falha = loja.isError ? lerFalha(loja.error) : null;
  if (falha?.tipo === 'resposta' && falha.status === 404) return <SemLoja titulo="Marketing" />;
  const enviar = () => {
    const r = pixelInputSchema.safeParse({ pixel_fb_id: pixel });
    if (!r.success) return setErro(r.error.issues[0]?.message);
    setErro(undefined);
    salvar.mutate(r.data);
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title="Marketing"
        description="Conecte a loja ao Pixel da Meta para medir visitas e vendas."
      />
      {loja.data ? (
        <Card
          title="Pixel do Facebook"
          actions={
            <Button
              variant="ghost"
              size="sm"
              icon={<QuestionMarkCircleIcon />}
              onClick={() => setAjuda(true)}
            >
              Como encontrar?
            </Button>
          }
        >
          <form
            noValidate
            className="flex flex-col gap-4 sm:flex-row sm:items-start"
            onSubmit={(e) => {
              e.preventDefault();
              enviar();
            }}
          >
            <TextField
              label="ID Pixels"
              required
              inputMode="numeric"
              placeholder="Ex.: 123456789012345"
              containerClassName="sm:max-w-sm sm:flex-1"
              value={pixel}
              onChange={(e) => setPixel(e.target.value.replace(/\D/g, '').slice(0, 30))}
              error={erro}
            />
            <Button type="submit" loading={salvar.isPending} className="sm:mt-7">
              Salvar
            </Button>
          </form>
        </Card>
      ) : loja.isError ? (
        <p className="text-sm text-rose-700">Erro ao carregar a loja.</p>
      ) : (
        <EsqueletoConteudo />
      )}
      <AjudaPixelDialog aberto={ajuda} onFechar={() => setAjuda(false)} />
    </div>
  );
}
