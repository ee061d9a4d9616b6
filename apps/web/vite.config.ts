import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

const API = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'Clínica — Gestão de clínicas',
        short_name: 'Clínica',
        lang: 'pt-BR',
        start_url: '/home',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#0d9488',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // The API and the public signing pages' data must never come from a cache.
        navigateFallbackDenylist: [/^\/api/, /^\/trpc/],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
    }),
  ],
  server: { proxy: { '/api': API, '/trpc': API } },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
