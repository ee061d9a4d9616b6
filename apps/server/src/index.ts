export { type BuildAppOptions, buildApp } from './app';
export type { AppRouter } from './app-router';
export { type Config, ConfigError, loadConfig } from './config';
export { createDb, type Db } from './db/kysely';
export { migrateToLatest } from './db/migrate';
export { criarDeps } from './platform/criar-deps';
export type { Deps } from './platform/deps';
