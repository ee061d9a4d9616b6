import type { Config } from '../../config';

/** An absolute address of this app (the provider's redirect targets). */
export const urlAbsoluta = (config: Config, caminho: string) =>
  `${config.appUrl ?? `http://localhost:${config.port}`}${caminho}`;
