import type { Database } from './schema';
import type { DB } from './schema.gen';

/**
 * The hand-written tables of schema.ts give columns their narrow types (status unions, JSON shapes);
 * schema.gen.ts is what the migrations really create. This fails to compile when a table or
 * a column exists on one side only, so the two can't drift apart.
 */
type Diferencas<A, B> =
  | Exclude<keyof A, keyof B>
  | Exclude<keyof B, keyof A>
  | {
      [T in keyof A & keyof B]:
        | `${T & string}.${Exclude<keyof A[T], keyof B[T]> & string}`
        | `${T & string}.${Exclude<keyof B[T], keyof A[T]> & string}`;
    }[keyof A & keyof B];
type SemDiferencas<D extends never> = D;
export type SchemaConfereComMigracoes = SemDiferencas<Diferencas<Database, DB>>;
