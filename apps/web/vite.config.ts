import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { comprimir } from './plugin-comprimir.ts';
import { guias } from './plugin-guias.ts';
import { primeiraVisita } from './plugin-primeira-visita.ts';

const API = process.env.API_URL ?? 'http://127.0.0.1:3000';

// What /login, the patient's pages and /home (where a login lands, the installed app's start)
// load at once, besides the first script (routes.tsx, app.tsx).
const TOASTS = '../../packages/ui/src/toast.tsx';
const CONSULTAS_PUBLICAS = 'src/publico/consultas-publicas.tsx';
// The one signing page; each kind's content beside it (only that kind's).
const ASSINAR = 'src/publico/assinar-page.tsx';
const visita = primeiraVisita({
  raiz: import.meta.dirname,
  entrada: 'src/main.tsx',
  paginas: {
    // The connection store: the 'Sem conexão' notice reads it on every page, /login included,
    // and the query cache of the signed-in app follows it (lib/estado-conexao.ts).
    login: {
      rotas: ['/login'],
      modulos: ['src/features/acesso/login-page.tsx', 'src/lib/estado-conexao.ts', TOASTS],
    },
    inicio: {
      rotas: ['/home'],
      modulos: [
        'src/app/area-autenticada.tsx',
        'src/lib/provedores-app.tsx',
        'src/features/home/home-page.tsx',
        TOASTS,
      ],
    },
    assinatura: {
      rotas: ['/assinar/'],
      modulos: [ASSINAR, 'src/publico/conteudo-assinar-documento.tsx', CONSULTAS_PUBLICAS, TOASTS],
    },
    anamnese: {
      rotas: ['/assinar/anamnese/'],
      modulos: [ASSINAR, 'src/publico/conteudo-assinar-anamnese.tsx', CONSULTAS_PUBLICAS, TOASTS],
    },
    verificacao: {
      rotas: ['/verificar/'],
      modulos: ['src/publico/verificar-documento-page.tsx', CONSULTAS_PUBLICAS, TOASTS],
    },
  },
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The tutorials' Markdown (docs/guias) rendered to HTML at build time: `virtual:guias`.
    guias(),
    visita.plugin,
    VitePWA({
      // A waiting version is activated only when the user agrees (features/instalacao/atualizacao).
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Clínica — Gestão de clínicas',
        short_name: 'Clínica',
        description:
          'Pacientes, agenda, termos assinados pelo celular, anamnese, orçamentos, financeiro e estoque da sua clínica.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f8fafc',
        theme_color: '#0d9488',
        categories: ['medical', 'business', 'productivity'],
        // PNGs drawn from the mark by scripts/gerar-icones.mjs.
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The app shell and every route chunk, precached. Nothing else: no runtime caching at
        // all, so an /api or /trpc answer (patient data) never sits in the device's cache.
        // (The manifest, its icons and includeAssets are added by the plugin itself.)
        globPatterns: ['**/*.{js,css,html,woff2}'],
        runtimeCaching: [],
        navigateFallback: '/index.html',
        // Navigations to the APIs and to the e2e fixture routes go to the network.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/trpc(\/|$)/, /^\/__e2e(\/|$)/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // Last: brotli and gzip copies of every text file, the service worker included.
    comprimir(),
  ],
  server: { proxy: { '/api': API, '/trpc': API } },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // A few chunks for the first-visit pages instead of thirty (plugin-primeira-visita.ts).
    rolldownOptions: { output: { codeSplitting: { groups: [visita.grupo] } } },
  },
});
