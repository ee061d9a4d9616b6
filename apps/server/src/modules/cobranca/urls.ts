import type { Config } from '../../config';

/** An absolute address of this app (the provider's redirect targets). */
export const urlAbsoluta = (config: Config, caminho: string) =>
  `${config.appUrl ?? `http://localhost:${config.port}`}${caminho}`;

/** A demo page of this app: absolute when APP_URL is set, else relative to the same origin. */
export const urlLocal = (config: Config, caminho: string) => `${config.appUrl ?? ''}${caminho}`;
