// drizzle runs every statement through postgres.js's `unsafe` with `prepare: false` (it prepares only
// queries given a name with `.prepare()`), so PostgreSQL parsed and planned each statement again on
// every call. On a 2-core machine that was most of a signed-in call's cost: the class list went from
// 133–175 to 350–580 calls a second with its statements prepared (same run, 100 connections).
//
// This wrapper lets postgres.js prepare every statement that has parameters, once per connection:
// it keys them by their text, and prepares again one that a migration invalidated. A statement with a
// long parameter list (an IN list as long as what was sent) is not kept, so what a connection holds
// stays bounded by the shapes of the code's queries, whatever callers send.
import type { Sql } from 'postgres';

/** More parameters than this: a list sized by the input, run unprepared rather than kept. */
export const MAX_PREPARED_PARAMETERS = 32;

type Unsafe = Sql['unsafe'];
type UnsafeOptions = Parameters<Unsafe>[2];

/** Whether a statement with these parameters is prepared (and kept by its connection). */
export function shouldPrepare(parameters: readonly unknown[] | undefined): boolean {
  const count = parameters?.length ?? 0;
  return count > 0 && count <= MAX_PREPARED_PARAMETERS;
}

/** `client`, whose statements (also those of its transactions and savepoints) are prepared per shouldPrepare. */
export function preparingStatements<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return ((query: string, parameters?: unknown[], options?: UnsafeOptions) =>
          target.unsafe(query, parameters as never, { ...options, prepare: options?.prepare || shouldPrepare(parameters) })) as Unsafe;
      }
      if (property === 'begin' || property === 'savepoint') {
        // The transaction's own handle (a reserved connection) is wrapped too: an answer save runs in one.
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const callback = args.at(-1) as (sql: Sql) => unknown;
          return open.call(target, ...args.slice(0, -1), (sql: Sql) => callback(preparingStatements(sql)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
