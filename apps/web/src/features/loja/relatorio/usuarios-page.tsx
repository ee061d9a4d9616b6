import { Button } from '@clinica/ui/button';
import { UserPlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { formatarDataHora } from '../../../lib/formatar';
import { useUsuario } from '../../../lib/sessao';
import { useTRPC } from '../../../lib/trpc';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { AssessorDialog } from '../assessor/assessor-dialog';
import { entradaRelatorio, LISTA_RELATORIO, POR_PAGINA_RELATORIO } from './periodo-relatorio';
import { RelatorioLayout } from './relatorio-layout';

/** /adm/users: the advisors registered in the period (spec 03 "User report row") and 'Novo Assessor'. */
export default function UsuariosPage() {
  const trpc = useTRPC();
  const usuario = useUsuario();
  const [novo, setNovo] = useState(false);
  const lista = useListaPaginada(
    POR_PAGINA_RELATORIO,
    (e) => trpc.loja.relatorio.users.queryOptions(entradaRelatorio(e)),
    LISTA_RELATORIO,
  );
  const operador = usuario.data?.papel_loja === 'admin';
  return (
    <>
      <RelatorioLayout
        titulo="Assessores"
        descricao="Os assessores (usuários das lojas) cadastrados no período."
        tipo="users"
        lista={lista}
        rowKey={(l) => l.Codigo_Usuario}
        acoes={
          operador ? (
            <Button icon={<UserPlusIcon />} onClick={() => setNovo(true)}>
              Novo Assessor
            </Button>
          ) : null
        }
        colunas={[
          {
            key: 'codigo',
            header: 'Código',
            render: (l) => <span className="font-mono text-slate-700">#{l.Codigo_Usuario}</span>,
          },
          {
            key: 'nome',
            header: 'Nome',
            render: (l) => <span className="font-medium text-slate-900">{l.Nome}</span>,
          },
          { key: 'whatsapp', header: 'WhatsApp', render: (l) => l.Whatsapp ?? '—' },
          {
            key: 'cadastro',
            header: 'Cadastro',
            render: (l) => (
              <span className="tabular-nums whitespace-nowrap">{formatarDataHora(l.Data_Cadastro)}</span>
            ),
          },
        ]}
      />
      <AssessorDialog aberto={novo} onFechar={() => setNovo(false)} />
    </>
  );
}
