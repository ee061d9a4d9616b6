import { MSG, pixelInputSchema } from '@clinica/contracts';
import { Button } from '@clinica/ui/button';
import { CampoTexto } from '@clinica/ui/campos-form';
import { Card } from '@clinica/ui/card';
import { PageHeader } from '@clinica/ui/page-header';
import { QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lerFalha } from '../../../lib/erros';
import { zodResolver } from '../../../lib/resolver-zod';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useSalvar } from '../../../lib/use-salvar';
import { EsqueletoConteudo } from '../../../shell/esqueletos';
import { SemLoja } from '../base/sem-loja';
import { AjudaPixelDialog } from './ajuda-pixel-dialog';

type PixelInput = z.output<typeof pixelInputSchema>;

/** /marketing: the store's Facebook pixel id (required), with a help dialog (spec 03 §2, §8). */
export default function MarketingPage() {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const loja = useQuery(trpc.loja.configuracao.get.queryOptions());
  const [ajuda, setAjuda] = useState(false);
  const form = useForm({
    resolver: zodResolver(pixelInputSchema),
    defaultValues: { pixel_fb_id: '' },
    // The saved id fills the field when the store arrives, unless the user already typed one.
    values: loja.data ? { pixel_fb_id: loja.data.pixel_fb_id ?? '' } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const salvar = useSalvar({
    form,
    salvar: (dados: PixelInput) => cliente.loja.configuracao.pixel.mutate(dados),
    sucesso: MSG.configuracaoLoja.salvo,
    erro: MSG.configuracaoLoja.erroSalvar,
    aoSalvar: (l) => qc.setQueryData(trpc.loja.configuracao.get.queryKey(), l),
    // The only field: a refusal is about it.
    campoDaRecusa: () => 'pixel_fb_id',
  });

  const falha = loja.isError ? lerFalha(loja.error) : null;
  if (falha?.tipo === 'resposta' && falha.status === 404) return <SemLoja titulo="Marketing" />;
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
            onSubmit={form.handleSubmit(salvar.enviar)}
          >
            <CampoTexto
              form={form}
              nome="pixel_fb_id"
              label="ID Pixels"
              required
              inputMode="numeric"
              placeholder="Ex.: 123456789012345"
              containerClassName="sm:max-w-sm sm:flex-1"
              filtro={(t) => t.replace(/\D/g, '').slice(0, 30)}
            />
            <Button type="submit" loading={salvar.salvando} className="sm:mt-7">
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
