import { registerSW } from 'virtual:pwa-register';

/** The app registers its service worker on load (spec 01 §2); update prompts come with the PWA issue. */
export function registrarServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({ immediate: true });
}
