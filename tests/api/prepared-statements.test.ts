// Statements prepared once per connection (PostgreSQL only: PGlite has no network round trip to save).
// What the server itself reports in pg_prepared_statements, on a single connection so that every
// query of a test meets the same session.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PREPARED_PARAMETERS, preparingStatements } from '../../src/server/db/prepared-statements';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('statements prepared once per connection (PostgreSQL)', () => {
  let client: postgres.Sql | undefined;
  // fetch_types off: postgres.js would prepare its own catalogue query on connecting.
  const connect = () => (client = postgres(databaseUrl!, { max: 1, onnotice: () => {}, fetch_types: false }));
  afterEach(async () => {
    await client?.end();
  });

  /** The statements this session has prepared (a query without parameters: itself never prepared). */
  const preparedOn = async (session: postgres.Sql) =>
    (await session.unsafe('select statement from pg_prepared_statements')).map((row) => row.statement as string);

  it("prepares drizzle's statements, which it sends unprepared, once however often they run", async () => {
    const wrapped = preparingStatements(connect());
    const db = drizzle(wrapped);
    for (let run = 0; run < 3; run += 1) expect(await db.execute(sql`select ${run}::int + 1 as next`)).toEqual([{ next: run + 1 }]);
    expect(await preparedOn(wrapped)).toEqual(['select $1::int + 1 as next']);
  });

  it('leaves the client it wraps as it was, and a statement without parameters unprepared', async () => {
    const plain = connect();
    await plain.unsafe('select $1::int as n', [1]);
    const wrapped = preparingStatements(plain);
    await wrapped.unsafe('select 1 as n');
    expect(await preparedOn(wrapped)).toEqual([]);
  });

  it(`keeps no statement with more than ${MAX_PREPARED_PARAMETERS} parameters (a list as long as the input)`, async () => {
    const wrapped = preparingStatements(connect());
    const list = (count: number) => `select ${Array.from({ length: count }, (_, i) => `$${i + 1}::int`).join(' + ')} as total`;
    const ones = (count: number) => Array.from({ length: count }, () => 1);
    expect(await wrapped.unsafe(list(MAX_PREPARED_PARAMETERS), ones(MAX_PREPARED_PARAMETERS))).toEqual([{ total: MAX_PREPARED_PARAMETERS }]);
    expect(await wrapped.unsafe(list(MAX_PREPARED_PARAMETERS + 1), ones(MAX_PREPARED_PARAMETERS + 1))).toEqual([{ total: MAX_PREPARED_PARAMETERS + 1 }]);
    expect(await preparedOn(wrapped)).toEqual([list(MAX_PREPARED_PARAMETERS)]);
  });

  it('prepares the statements of a transaction and of its savepoints too', async () => {
    const db = drizzle(preparingStatements(connect()));
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int as in_transaction`);
      await tx.transaction(async (nested) => {
        await nested.execute(sql`select ${2}::int as in_savepoint`);
      });
      return tx.execute(sql`select statement from pg_prepared_statements order by statement`);
    });
    // (postgres.js prepares its own `savepoint "s0"` as well.)
    expect(seen.map((row) => row.statement)).toEqual(expect.arrayContaining(['select $1::int as in_savepoint', 'select $1::int as in_transaction']));
  });
});
