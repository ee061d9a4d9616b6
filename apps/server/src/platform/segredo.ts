import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { ConfigError } from '../config';

/**
 * JWT_SECRET from the environment; in embedded mode, generated once and kept in DATA_DIR
 * so sessions survive a restart (DECISIONS.md 3). A real Postgres deployment must set it.
 */
export function resolverSegredoJwt(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl) {
    throw new ConfigError(
      'Configuração inválida: JWT_SECRET é obrigatório quando DATABASE_URL está definido',
    );
  }
  const arquivo = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(arquivo)) return fs.readFileSync(arquivo, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const segredo = randomBytes(48).toString('base64url');
  fs.writeFileSync(arquivo, segredo, { mode: 0o600 });
  return segredo;
}
