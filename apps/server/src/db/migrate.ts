import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations';

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'kysely_migracao',
    migrationLockTableName: 'kysely_migracao_trava',
  });
  const { error, results } = await migrator.migrateToLatest();
  const falha = results?.find((r: { status: string }) => r.status === 'Error');
  if (error) {
    throw new Error(`Falha ao aplicar a migração ${falha?.migrationName ?? ''}: ${String(error)}`, {
      cause: error,
    });
  }
}
