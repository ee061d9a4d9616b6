import { MSG } from '@clinica/contracts';
import { type RequisitoAcesso, temPermissao } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { PortaoCobranca } from '../features/cobranca/portao-cobranca';
import { PaginaIndisponivel, SemPermissao } from '../features/erros/paginas-de-erro';
import { useMarcaDaSessao, useUsuario } from '../lib/sessao';
import { useTRPC } from '../lib/trpc';
import { AppShell } from './app-shell';
import { EsqueletoConteudo, EsqueletoShell } from './esqueletos';
import { TODOS_OS_ITENS } from './menu';
import { rotaDoCaminho } from './rotas-app';

/** Every authenticated screen: session, subscription gate, permission, then the page. */
export default function AreaAutenticada() {
  const sessao = useMarcaDaSessao();
  const [local] = useLocation();
  const trpc = useTRPC();
  const usuario = useUsuario();
  const cobranca = useQuery({ ...trpc.cobranca.situacao.queryOptions(), enabled: sessao !== null });

  if (!sessao) return <Redirect to="/login" replace />;
  if (!usuario.data) return <EsqueletoShell />;

  const rota = rotaDoCaminho(local);
  const pode = (p: RequisitoAcesso) => temPermissao(usuario.data, p);

  // Pages not built yet still answer to their menu item's permission.
  const permissao = rota?.permissao ?? TODOS_OS_ITENS.find((i) => i.caminho === local)?.permissao ?? 'open';

  let conteudo: React.ReactNode;
  if (!pode(permissao)) {
    conteudo = <SemPermissao />;
  } else if (!rota) {
    conteudo = <PaginaIndisponivel caminho={local} />;
  } else if (cobranca.isError) {
    conteudo = (
      <EmptyState
        icon={ExclamationTriangleIcon}
        title={MSG.cobranca.erroVerificar}
        action={<Button onClick={() => cobranca.refetch()}>Tentar novamente</Button>}
      />
    );
  } else if (!cobranca.data) {
    conteudo = <EsqueletoConteudo />;
  } else {
    const pagina = (
      <Suspense fallback={<EsqueletoConteudo />}>
        <rota.pagina />
      </Suspense>
    );
    conteudo =
      rota.gate === 'nenhum' ? (
        pagina
      ) : (
        <PortaoCobranca
          modo={rota.gate}
          subscription={cobranca.data.subscription}
          modalAoVoltar={rota.modalAoVoltar}
        >
          {pagina}
        </PortaoCobranca>
      );
  }

  return (
    <AppShell usuario={usuario.data} pode={pode}>
      {conteudo}
    </AppShell>
  );
}
