import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CarregandoPagina } from './layout/carregando-pagina';

// Every page is its own chunk: the login screen never downloads the clinic area.
const LoginPage = lazy(() => import('./features/acesso/login-page'));
const AreaAutenticada = lazy(() => import('./layout/area-autenticada'));
// The local billing pages of demo billing (no shell: they stand in for the provider's pages).
const DemoCheckoutPage = lazy(() => import('./features/cobranca/demo-checkout-page'));
const DemoPortalPage = lazy(() => import('./features/cobranca/demo-portal-page'));
// Public pages: the patient's phone, with a code and no login.
const AssinarDocumentoPage = lazy(() => import('./publico/assinar-documento-page'));
const ImprimirDocumentoPage = lazy(() => import('./publico/imprimir-documento-page'));
const VerificarDocumentoPage = lazy(() => import('./publico/verificar-documento-page'));
const AssinarAnamnesePage = lazy(() => import('./publico/assinar-anamnese-page'));
const ImprimirAnamnesePage = lazy(() => import('./publico/imprimir-anamnese-page'));

export function Rotas() {
  return (
    <Suspense fallback={<CarregandoPagina />}>
      <Switch>
        <Route path="/">
          <Redirect to="/login" replace />
        </Route>
        <Route path="/login" component={LoginPage} />
        <Route path="/demo-checkout/:id" component={DemoCheckoutPage} />
        <Route path="/demo-portal" component={DemoPortalPage} />
        <Route path="/assinar/anamnese/:codigo" component={AssinarAnamnesePage} />
        <Route path="/assinar/:codigo" component={AssinarDocumentoPage} />
        <Route path="/imprimir/anamnese/:codigo" component={ImprimirAnamnesePage} />
        <Route path="/imprimir/:codigo" component={ImprimirDocumentoPage} />
        <Route path="/verificar/:codigo" component={VerificarDocumentoPage} />
        <Route component={AreaAutenticada} />
      </Switch>
    </Suspense>
  );
}
