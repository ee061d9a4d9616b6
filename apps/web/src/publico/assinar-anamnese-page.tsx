// The messages alone: the contracts' index would bring zod, which these pages don't use.
import { MSG } from '@clinica/contracts/mensagens';
import { validarRespostas } from '@clinica/domain';
import { Card } from '@clinica/ui/card';
import { FluxoAssinatura } from '@clinica/ui/fluxo-assinatura';
import { Skeleton } from '@clinica/ui/skeleton';
import { toast } from '@clinica/ui/toast';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { mensagemDeErro } from '../lib/erros';
import { consultar, type EntradaTrpc, executar } from '../lib/trpc-leve';
import { CabecalhoClinica } from './documento-conteudo';
import { AssinadoEm, Concluido, PaginaPublica, SemDados } from './estados-publicos';
import { PerguntaAnamnese, type Resposta } from './pergunta-anamnese';

/** /assinar/anamnese/{codigo}: the patient answers every question and signs, without logging in. */
export default function AssinarAnamnesePage() {
  const { codigo = '' } = useParams<{ codigo: string }>();
  // The app's default retry: an unknown code (4xx) answers at once, a 5xx or no answer is tried 3 times.
  // Calls through lib/trpc-leve.ts: the patient's phone never downloads the tRPC client.
  const consulta = useQuery({
    queryKey: ['anamnesePublica.get', codigo],
    queryFn: ({ signal }) => consultar('anamnesePublica', 'get', { codigo }, signal),
  });
  const [respostas, setRespostas] = useState<Record<number, Resposta>>({});
  const [erros, setErros] = useState<Record<number, string>>({});
  const assinar = useMutation({
    mutationFn: (entrada: EntradaTrpc<'anamnesePublica', 'assinar'>) =>
      executar('anamnesePublica', 'assinar', entrada),
    onSuccess: () => {
      toast.success(MSG.anamneses.assinadaSucesso);
      consulta.refetch();
    },
    onError: (e) => {
      toast.error(mensagemDeErro(e, MSG.anamneses.erroAssinar));
    },
  });

  if (consulta.isPending)
    return (
      <PaginaPublica>
        <Skeleton className="h-96" />
      </PaginaPublica>
    );
  if (!consulta.data) {
    return (
      <PaginaPublica>
        <SemDados
          erro={consulta.error}
          naoEncontrado={MSG.anamneses.naoEncontradaCodigo.replace('{code}', codigo)}
          erroBuscar={MSG.anamneses.erroBuscar}
          onTentar={() => void consulta.refetch()}
          tentando={consulta.isFetching}
        />
      </PaginaPublica>
    );
  }
  const a = consulta.data;
  const enviadas = a.perguntas.map((p) => ({
    id_pergunta: p.id_pergunta,
    resposta: respostas[p.id_pergunta]?.resposta ?? '',
    resposta_auxiliar: respostas[p.id_pergunta]?.resposta_auxiliar ?? '',
  }));
  const enviar = (assinatura: string) => {
    // The form is checked before the signature goes out (spec 01 §5), with the server's own rule.
    const v = validarRespostas(a.perguntas, enviadas);
    if (!v.ok) {
      setErros(v.erros);
      toast.error(v.erro);
      return;
    }
    setErros({});
    assinar.mutate({ codigo, respostas: v.respostas, assinatura });
  };

  return (
    <PaginaPublica>
      <CabecalhoClinica conta={a.conta} />
      <h1 className="text-center text-2xl font-semibold text-slate-900">Assinar Anamnese</h1>
      {a.assinado ? (
        <Concluido mensagem={MSG.anamneses.assinadaObrigado}>
          <AssinadoEm evidencia={a.evidencia} />
        </Concluido>
      ) : (
        <>
          <Card title={a.modelo_anamnese.nome}>
            <div className="space-y-5">
              {a.perguntas.map((p, i) => (
                <PerguntaAnamnese
                  key={p.id_pergunta}
                  numero={i + 1}
                  pergunta={p}
                  valor={respostas[p.id_pergunta] ?? { resposta: '', resposta_auxiliar: '' }}
                  erro={erros[p.id_pergunta]}
                  onChange={(r) => {
                    setRespostas((atual) => ({ ...atual, [p.id_pergunta]: r }));
                    // An answered question drops its message right away.
                    setErros(({ [p.id_pergunta]: _resolvido, ...resto }) => resto);
                  }}
                />
              ))}
            </div>
          </Card>
          <Card
            title="Sua assinatura"
            description="Desenhe sua assinatura, toque em Salvar, confira e toque em Assinar."
          >
            <FluxoAssinatura
              assinando={assinar.isPending}
              onErro={(m) => toast.error(m)}
              onAssinar={enviar}
            />
          </Card>
        </>
      )}
    </PaginaPublica>
  );
}
