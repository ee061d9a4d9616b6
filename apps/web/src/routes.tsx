import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CarregandoPagina } from './features/layout/carregando-pagina';

// Every page is its own chunk: the login screen never downloads the clinic area.
const LoginPage = lazy(() => import('./features/auth/login-page'));
const AreaAutenticada = lazy(() => import('./features/layout/area-autenticada'));

export function Rotas() {
  return (
    <Suspense fallback={<CarregandoPagina />}>
      <Switch>
        <Route path="/">
          <Redirect to="/login" replace />
        </Route>
        <Route path="/login" component={LoginPage} />
        <Route component={AreaAutenticada} />
      </Switch>
    </Suspense>
  );
}
