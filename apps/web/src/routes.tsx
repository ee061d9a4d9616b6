import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useTituloDaPagina } from './lib/titulo-pagina';
import type { PropsConteudoAssinar, PropsConteudoImprimir, TipoRegistro } from './publico/registro-publico';
import { CarregandoPagina } from './shell/carregando-pagina';

type Modulo<P> = Promise<{ default: ComponentType<P> }>;

/** A lazy page inside a lazy provider: both chunks are fetched at once, not one after the other. */
function dentroDe(provedor: () => Modulo<{ children: ReactNode }>) {
  return <P extends object>(pagina: () => Modulo<P>) =>
    lazy(async () => {
      const [{ default: Provedor }, { default: Pagina }] = await Promise.all([provedor(), pagina()]);
      return {
        default: (props: P) => (
          <Provedor>
            <Pagina {...props} />
          </Provedor>
        ),
      };
    });
}
/** Pages that call the server through tRPC: the clinic area, the staff's prints, demo billing. */
const comApp = dentroDe(() => import('./lib/provedores-app'));
/** The patient's pages: a query cache, no tRPC client (publico/consultas-publicas.tsx). */
const publica = dentroDe(() => import('./publico/consultas-publicas'));

// Every page is its own chunk, and the first script holds none of them (issue 22): /login and the
// patient's pages never download the clinic area, its layout or its tRPC client.
const LoginPage = lazy(() => import('./features/acesso/login-page'));
const AreaAutenticada = comApp(() => import('./app/area-autenticada'));
// The local billing pages of demo billing (no shell: they stand in for the provider's pages).
const DemoCheckoutPage = comApp(() => import('./features/cobranca/demo-checkout-page'));
const DemoPortalPage = comApp(() => import('./features/cobranca/demo-portal-page'));
/*
 * One page per step of a signable record (signing, printing), given each kind's content: the
 * page and that kind's content are fetched at once, and only that kind's (a term's signing page
 * never downloads the anamnesis' answers, nor the reverse).
 */
const assinarCom = <K extends TipoRegistro>(tipo: K, conteudo: () => Modulo<PropsConteudoAssinar<K>>) =>
  publica(async () => {
    const [{ default: AssinarPage }, { default: Conteudo }] = await Promise.all([
      import('./publico/assinar-page'),
      conteudo(),
    ]);
    return { default: () => <AssinarPage tipo={tipo} Conteudo={Conteudo} /> };
  });
const imprimirCom = <K extends TipoRegistro>(tipo: K, conteudo: () => Modulo<PropsConteudoImprimir<K>>) =>
  comApp(async () => {
    const [{ default: ImprimirPage }, { default: Conteudo }] = await Promise.all([
      import('./publico/imprimir-page'),
      conteudo(),
    ]);
    return { default: () => <ImprimirPage tipo={tipo} Conteudo={Conteudo} /> };
  });
// Public pages: the patient's phone, with a code and no login.
const AssinarDocumentoPage = assinarCom('documento', () => import('./publico/conteudo-assinar-documento'));
const VerificarDocumentoPage = publica(() => import('./publico/verificar-documento-page'));
const AssinarAnamnesePage = assinarCom('anamnese', () => import('./publico/conteudo-assinar-anamnese'));
// Online booking (issue 34): the booking page and the patient's own link to their appointment.
const AgendarPage = publica(() => import('./publico/agendar-page'));
const ConsultaPage = publica(() => import('./publico/consulta-page'));
// The opt-out link at the end of return and birthday messages (issue 35).
const DescadastrarPage = publica(() => import('./publico/descadastrar-page'));
// The complete signed record: the staff's print view (logged in, through tRPC).
const ImprimirDocumentoPage = imprimirCom('documento', () => import('./publico/conteudo-imprimir-documento'));
const ImprimirAnamnesePage = imprimirCom('anamnese', () => import('./publico/conteudo-imprimir-anamnese'));

/** The pages outside the clinic area, each with the title its tab shows (lib/titulo-pagina.ts). */
const ROTAS_PUBLICAS: { caminho: string; titulo: string; pagina: ComponentType }[] = [
  { caminho: '/login', titulo: 'Entrar', pagina: LoginPage },
  { caminho: '/demo-checkout/:id', titulo: 'Pagamento (demonstração)', pagina: DemoCheckoutPage },
  { caminho: '/demo-portal', titulo: 'Assinatura (demonstração)', pagina: DemoPortalPage },
  { caminho: '/assinar/anamnese/:codigo', titulo: 'Anamnese', pagina: AssinarAnamnesePage },
  { caminho: '/assinar/:codigo', titulo: 'Assinar Documento', pagina: AssinarDocumentoPage },
  { caminho: '/imprimir/anamnese/:codigo', titulo: 'Imprimir anamnese', pagina: ImprimirAnamnesePage },
  { caminho: '/imprimir/:codigo', titulo: 'Imprimir documento', pagina: ImprimirDocumentoPage },
  { caminho: '/agendar/:slug/:idProfissional', titulo: 'Agendar consulta', pagina: AgendarPage },
  { caminho: '/agendar/:slug', titulo: 'Agendar consulta', pagina: AgendarPage },
  { caminho: '/consulta/:codigo', titulo: 'Sua consulta', pagina: ConsultaPage },
  { caminho: '/descadastrar/:codigo', titulo: 'Não receber mensagens', pagina: DescadastrarPage },
  { caminho: '/verificar/:codigo', titulo: 'Verificar documento', pagina: VerificarDocumentoPage },
];

function ComTitulo({ titulo, pagina: Pagina }: { titulo: string; pagina: ComponentType }) {
  useTituloDaPagina(titulo);
  return <Pagina />;
}

export function Rotas() {
  return (
    <Suspense fallback={<CarregandoPagina />}>
      <Switch>
        <Route path="/">
          <Redirect to="/login" replace />
        </Route>
        {ROTAS_PUBLICAS.map((r) => (
          <Route key={r.caminho} path={r.caminho}>
            <ComTitulo titulo={r.titulo} pagina={r.pagina} />
          </Route>
        ))}
        <Route component={AreaAutenticada} />
      </Switch>
    </Suspense>
  );
}
