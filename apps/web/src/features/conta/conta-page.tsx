import { MSG } from '@clinica/contracts';
import { buttonClasses } from '@clinica/ui/button';
import { Card } from '@clinica/ui/card';
import { PageHeader } from '@clinica/ui/page-header';
import { ArrowUpTrayIcon, InformationCircleIcon } from '@heroicons/react/24/outline';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { enviarFormulario, urlLocal } from '../../lib/arquivos-rest';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { AgendamentoOnlineCard } from '../agendamento-online/agendamento-online-card';
import { ConfiguracaoMensagensCard } from '../mensagem/configuracao-mensagens-card';
import { ConfiguracaoPacoteCard } from '../pacote/configuracao-pacote-card';
import { type ContaDados, ContaFormulario, type ContaSalva } from './conta-form';
import { LogoUpload } from './logo-upload';
import { ValidadeLinkCard } from './validade-link-card';

/** /conta ('Minha Conta'): the data printed in the header of terms, contracts and anamnesis forms. */
export default function ContaPage() {
  const trpc = useTRPC();
  const cliente = useTRPCClient();
  const qc = useQueryClient();
  const { data } = useQuery(trpc.cobranca.situacao.queryOptions());
  // A new logo is a File shown from an object URL until saved; it travels as multipart (REST).
  const [novaImagem, setNovaImagem] = useState<{ arquivo: File; url: string } | null>(null);
  useEffect(() => () => (novaImagem ? URL.revokeObjectURL(novaImagem.url) : undefined), [novaImagem]);
  if (!data) return null;
  const atual = data.conta.imagem_perfil;
  const preview = novaImagem?.url ?? (atual ? urlLocal(atual) : null);
  const salvar = (d: ContaDados): Promise<ContaSalva> => {
    if (!novaImagem)
      return cliente.conta.update.mutate({ ...d, imagem_perfil: atual, imagem_perfilPreview: atual });
    const form = new FormData();
    for (const [k, v] of Object.entries(d)) if (v !== null && v !== undefined) form.append(k, String(v));
    form.append('imagem_perfil', novaImagem.arquivo, novaImagem.arquivo.name);
    return enviarFormulario<ContaSalva>('PUT', '/api/conta', form, MSG.conta.erroSalvar);
  };
  const salvo = (r: ContaSalva) => {
    setNovaImagem(null);
    qc.setQueryData(trpc.cobranca.situacao.queryKey(), (antes) =>
      antes ? { ...antes, conta: r.conta } : antes,
    );
  };

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
          salvar={salvar}
          aoSalvar={salvo}
          logo={
            <LogoUpload
              preview={preview}
              onEscolher={(arquivo) => setNovaImagem({ arquivo, url: URL.createObjectURL(arquivo) })}
            />
          }
        />
      </Card>
      <ValidadeLinkCard />
      <ConfiguracaoPacoteCard />
      <ConfiguracaoMensagensCard clinica={data.conta.nome} />
      <AgendamentoOnlineCard />
      <Card title="Importar dados">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            Traga pacientes e agendamentos de outro sistema ou de uma planilha (CSV ou XLSX), com prévia antes
            de gravar e opção de desfazer.
          </p>
          <Link href="/conta/importar" className={`${buttonClasses('secondary')} px-4`}>
            <ArrowUpTrayIcon className="size-5" aria-hidden="true" />
            Importar dados
          </Link>
        </div>
      </Card>
    </div>
  );
}
