import { MSG } from '@clinica/contracts';
import { Card } from '@clinica/ui/card';
import { PageHeader } from '@clinica/ui/page-header';
import { toast } from '@clinica/ui/toast';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lerFalha } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { type ContaDados, ContaFormulario } from './conta-form';
import { LogoUpload } from './logo-upload';

/** /conta ('Minha Conta'): the data printed in the header of terms, contracts and anamnesis forms. */
export default function ContaPage() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const { data } = useQuery(trpc.cobranca.situacao.queryOptions());
  const [novaImagem, setNovaImagem] = useState<string | null>(null);
  const salvar = useMutation(
    trpc.conta.update.mutationOptions({
      onSuccess: (r) => {
        toast.success(r.message);
        setNovaImagem(null);
        qc.setQueryData(trpc.cobranca.situacao.queryKey(), (antes) =>
          antes ? { ...antes, conta: r.conta } : antes,
        );
      },
      onError: (e) => {
        const f = lerFalha(e);
        toast.error(f.tipo === 'resposta' && f.status === 400 ? f.mensagem : MSG.conta.erroSalvar);
      },
    }),
  );
  if (!data) return null;
  const preview = novaImagem ?? data.conta.imagem_perfil;
  const enviar = (d: ContaDados) =>
    salvar.mutate({
      ...d,
      imagem_perfil: novaImagem ?? data.conta.imagem_perfil,
      imagem_perfilPreview: preview,
    });

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
          salvando={salvar.isPending}
          onSalvar={enviar}
          logo={<LogoUpload preview={preview} onEscolher={setNovaImagem} />}
        />
      </Card>
    </div>
  );
}
