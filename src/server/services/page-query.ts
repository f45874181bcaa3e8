// One page of a paged call. The list is counted first; a page past its end is answered as empty
// without reading rows, and so is a page far beyond any data, whose OFFSET would overflow
// PostgreSQL's bigint on absurd page numbers.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { page } from '../envelope';

export const MAX_OFFSET = 2_000_000_000;

export interface PageRequest {
  current: number;
  size: number;
}

/** The page `request` asks for: `rows` reads its rows (limit, offset) when there are any. */
export async function pageQuery<T>(request: PageRequest, total: () => Promise<number>, rows: (limit: number, offset: number) => Promise<T[]>) {
  const { current, size } = request;
  const offset = (current - 1) * size;
  const count = await total();
  if (offset > MAX_OFFSET || offset >= count) return page<T>([], count, current, size);
  return page(await rows(size, offset), count, current, size);
}

/**
 * The page `request` asks for of the rows of one table that `where` selects, in `order`: `shape`
 * turns the page's rows (the first of them at `offset` in the whole list) into what the call answers.
 */
export function tablePage<TTable extends PgTable, T>(
  db: Database,
  table: TTable,
  where: SQL | undefined,
  order: SQL[],
  request: PageRequest,
  shape: (rows: TTable['$inferSelect'][], offset: number) => T[] | Promise<T[]>,
) {
  return pageQuery(
    request,
    () => totalOf(db.select({ total: count() }).from(table as PgTable).where(where)),
    async (limit, offset) => {
      const rows = await db.select().from(table as PgTable).where(where).orderBy(...order).limit(limit).offset(offset);
      return shape(rows as TTable['$inferSelect'][], offset);
    },
  );
}

/** The number a `select({ total: count() })` query answers. */
export async function totalOf(query: PromiseLike<{ total: number }[]>): Promise<number> {
  return (await query)[0]?.total ?? 0;
}
