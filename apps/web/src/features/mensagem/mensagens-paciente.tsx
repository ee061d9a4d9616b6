import { type MensagemPaciente, MSG } from '@clinica/contracts';
import {
  type EstadoMensagem,
  ROTULO_CANAL,
  ROTULO_ESTADO_MENSAGEM,
  ROTULO_TIPO_MENSAGEM,
} from '@clinica/domain';
import { Badge, type BadgeTone } from '@clinica/ui/badge';
import { Card } from '@clinica/ui/card';
import { EmptyState } from '@clinica/ui/empty-state';
import { Pagination } from '@clinica/ui/pagination';
import { Skeleton } from '@clinica/ui/skeleton';
import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatarDataHora } from '../../lib/formatar';
import { useTRPC } from '../../lib/trpc';

const POR_PAGINA = 10;

export const TOM_ESTADO_MENSAGEM: Record<EstadoMensagem, BadgeTone> = {
  agendada: 'blue',
  enviada: 'green',
  falhou: 'red',
  cancelada: 'gray',
  sem_consentimento: 'yellow',
};

/**
 * The record's message history (issue 35): every message of every kind, newest first, with the
 * channel, the text as sent, the status, when, and the delivery attempts.
 */
export function MensagensPaciente({ idPaciente }: { idPaciente: number }) {
  const trpc = useTRPC();
  const [pagina, setPagina] = useState(1);
  const q = useQuery({
    ...trpc.mensagem.doPaciente.queryOptions({ id: idPaciente, page: pagina, limit: POR_PAGINA }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title="Mensagens enviadas"
      description="Lembretes, retornos e aniversários deste paciente, com o texto como foi enviado."
    >
      {q.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : q.isError ? (
        <p className="text-sm text-red-700">Não foi possível carregar as mensagens.</p>
      ) : q.data.total === 0 ? (
        <EmptyState icon={ChatBubbleLeftRightIcon} title={MSG.mensagensClinica.historicoVazio} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label="Mensagens do paciente">
            {q.data.itens.map((m) => (
              <ItemMensagem key={m.id} m={m} />
            ))}
          </ul>
          <Pagination page={pagina} pageSize={POR_PAGINA} total={q.data.total} onPageChange={setPagina} />
        </>
      )}
    </Card>
  );
}

function ItemMensagem({ m }: { m: MensagemPaciente }) {
  const quando = m.enviado_em ?? m.enviar_em;
  return (
    <li className="py-3 text-sm" data-mensagem={m.tipo}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{ROTULO_TIPO_MENSAGEM[m.tipo]}</span>
        <Badge tone={TOM_ESTADO_MENSAGEM[m.status]}>{ROTULO_ESTADO_MENSAGEM[m.status]}</Badge>
        {m.canal ? <span className="text-slate-500">{ROTULO_CANAL[m.canal]}</span> : null}
        <span className="text-slate-500 tabular-nums">
          {m.enviado_em ? 'Enviada em' : 'Prevista para'} {formatarDataHora(quando)}
        </span>
        {m.tentativas > 0 ? (
          <span className="text-slate-500">
            {m.tentativas} {m.tentativas === 1 ? 'tentativa' : 'tentativas'}
          </span>
        ) : null}
      </div>
      {m.texto ? <p className="mt-1 whitespace-pre-line break-words text-slate-700">{m.texto}</p> : null}
      {m.ultimo_erro && m.status !== 'enviada' ? (
        <p className="mt-1 text-xs text-slate-500">{m.ultimo_erro}</p>
      ) : null}
    </li>
  );
}
