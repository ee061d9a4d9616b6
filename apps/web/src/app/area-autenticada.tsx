import { MSG } from '@clinica/contracts';
import { papelLojaPermite, type RequisitoAcesso, temPermissao } from '@clinica/domain';
import { Button } from '@clinica/ui/button';
import { EmptyState } from '@clinica/ui/empty-state';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Redirect, useLocation } from 'wouter';
import { PortaoCobranca } from '../features/cobranca/portao-cobranca';
import { PaginaIndisponivel, SemPermissao } from '../features/erros/paginas-de-erro';
import { AvisosDoApp } from '../features/instalacao/avisos-do-app';
import { useMarcaDaSessao, useUsuario } from '../lib/sessao';
import { useTituloDaPagina } from '../lib/titulo-pagina';
import { useTRPC } from '../lib/trpc';
import { AppShell } from '../shell/app-shell';
import { EsqueletoConteudo, EsqueletoShell } from '../shell/esqueletos';
import { menuVisivel } from './menu';
import { type RotaApp, rotaDoCaminho } from './rotas-app';
import { ROTAS_LOJA } from './rotas-loja';

// The store back office's own layout (issue 16): its chunk loads only for store users.
const LayoutLoja = lazy(() => import('../features/loja/base/layout-loja'));

/** Every authenticated screen: session, subscription gate, permission, then the page. */
export default function AreaAutenticada() {
  const sessao = useMarcaDaSessao();
  const [local] = useLocation();
  const trpc = useTRPC();
  const consultaUsuario = useUsuario();
  const cobranca = useQuery({ ...trpc.cobranca.situacao.queryOptions(), enabled: sessao !== null });
  // The whole shell and page mount when the session first answers: drawn as a deferred update,
  // React renders them in small slices and the skeleton stays until they are ready, instead of one
  // ~100 ms task that blocks taps on a mid-range phone (issue 22: /home's blocking time).
  const usuario = useDeferredValue(consultaUsuario.data);
  useTituloDaPagina((ROTAS_LOJA.find((r) => r.caminho === local) ?? rotaDoCaminho(local))?.titulo);

  if (!sessao) return <Redirect to="/login" replace />;
  if (!usuario) return <EsqueletoShell />;
  const rotaClinica = rotaDoCaminho(local);

  // A store page (issue 16) answers to the user's papel_loja and is drawn in the store layout.
  // Its subscription gate is the clinic's full one, as the server's declaration (loja(...)).
  const rotaLoja = ROTAS_LOJA.find((r) => r.caminho === local);
  const lojaPermite = !rotaLoja || papelLojaPermite(usuario.papel_loja, rotaLoja.papeis);
  const rota: Pick<RotaApp, 'gate' | 'modalAoVoltar' | 'pagina'> | undefined = rotaLoja
    ? { gate: 'completo', pagina: rotaLoja.pagina }
    : rotaClinica;
  const pode = (p: RequisitoAcesso) => temPermissao(usuario, p);

  const avisos = <AvisosDoApp pode={pode} />;

  let conteudo: React.ReactNode;
  if (!pode(rotaClinica?.permissao ?? 'open') || !lojaPermite) {
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

  if (rotaLoja && lojaPermite) {
    return (
      <Suspense fallback={<EsqueletoShell />}>
        <LayoutLoja usuario={usuario} avisos={avisos}>
          {conteudo}
        </LayoutLoja>
      </Suspense>
    );
  }
  return (
    <AppShell usuario={usuario} menu={menuVisivel(pode, usuario.papel_loja)} avisos={avisos}>
      {conteudo}
    </AppShell>
  );
}
