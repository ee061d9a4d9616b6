import { type contaUpdateOutputSchema, MSG } from '@clinica/contracts';
import { Card } from '@clinica/ui/card';
import { PageHeader } from '@clinica/ui/page-header';
import { toast } from '@clinica/ui/toast';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { enviarFormulario, FalhaRest, urlLocal } from '../../lib/arquivos-rest';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { type ContaDados, ContaFormulario } from './conta-form';
import { LogoUpload } from './logo-upload';
import { ValidadeLinkCard } from './validade-link-card';

type ContaSalva = z.output<typeof contaUpdateOutputSchema>;

/** /conta ('Minha Conta'): the data printed in the header of terms, contracts and anamnesis forms. */
export default function ContaPage() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const { data } = useQuery(trpc.cobranca.situacao.queryOptions());
  // A new logo is a File shown from an object URL until saved; it travels as multipart (REST).
  const [novaImagem, setNovaImagem] = useState<{ arquivo: File; url: string } | null>(null);
  useEffect(() => () => (novaImagem ? URL.revokeObjectURL(novaImagem.url) : undefined), [novaImagem]);
  const salvo = (r: ContaSalva) => {
    toast.success(r.message);
    setNovaImagem(null);
    qc.setQueryData(trpc.cobranca.situacao.queryKey(), (antes) =>
      antes ? { ...antes, conta: r.conta } : antes,
    );
  };
  const salvar = useMutation(
    trpc.conta.update.mutationOptions({
      onSuccess: salvo,
      onError: (e) => {
        const f = lerFalha(e);
        toast.error(f.tipo === 'resposta' && f.status === 400 ? f.mensagem : MSG.conta.erroSalvar);
      },
    }),
  );
  const comLogo = useMutation({
    mutationFn: ({ dados, logo }: { dados: ContaDados; logo: File }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(dados))
        if (v !== null && v !== undefined) form.append(k, String(v));
      form.append('imagem_perfil', logo, logo.name);
      return enviarFormulario<ContaSalva>('PUT', '/api/conta', form, MSG.conta.erroSalvar);
    },
    onSuccess: salvo,
    onError: (e) =>
      toast.error(e instanceof FalhaRest && e.status === 400 ? e.message : MSG.conta.erroSalvar),
  });
  if (!data) return null;
  const atual = data.conta.imagem_perfil;
  const preview = novaImagem?.url ?? (atual ? urlLocal(atual) : null);
  const enviar = (d: ContaDados) =>
    novaImagem
      ? comLogo.mutate({ dados: d, logo: novaImagem.arquivo })
      : salvar.mutate({ ...d, imagem_perfil: atual, imagem_perfilPreview: atual });

  return (
    <div className="space-y-6">
      <PageHeader title="Minha Conta" description="Informações da sua clínica ou do seu consultório." />
      <Card title="Dados da Conta">
        <div className="mb-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <InformationCircleIcon className="size-5 shrink-0 text-sky-600" aria-hidden="true" />
          <p>
            Estes dados aparecem no cabeçalho dos termos, contratos e fichas de anamnese enviados aos
            pacientes.
          </p>
        </div>
        <ContaFormulario
          key={data.conta.atualizado_em}
          conta={data.conta}
          salvando={salvar.isPending || comLogo.isPending}
          onSalvar={enviar}
          logo={
            <LogoUpload
              preview={preview}
              onEscolher={(arquivo) => setNovaImagem({ arquivo, url: URL.createObjectURL(arquivo) })}
            />
          }
        />
      </Card>
      <ValidadeLinkCard />
    </div>
  );
}
