// One hand-written statement, run on the driver beneath drizzle (issue 27 item 4). The signed-in
// hot paths (the class list, the answer save) each answer in one round trip: the token check, the
// route's checks and its reads or write in a single statement. Built by drizzle's query builder,
// such a call spent most of its CPU building SQL text and mapping rows (profile in the README's
// "Many API processes"); here the text is a constant, prepared once per connection (postgres.js
// keys prepared statements by their text), and only the parameters travel.
//
// Both drivers answer the same rows for the column types these statements return: integer, text,
// boolean, double precision (times as epoch milliseconds) and json (parsed), or json cast to text
// (left as text: an answer's records that Node passes on unparsed). Statements still reach the
// query log the tests read (openDatabase's logQuery).
import type { Database } from './client';

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}

interface Drivers {
  /** postgres.js (through preparingStatements) or PGlite. */
  $client: { unsafe?: (query: string, params: unknown[], options: { prepare: boolean }) => Promise<unknown[]>; query?: (query: string, params: unknown[]) => Promise<{ rows: unknown[] }> };
  session: { logger?: Logger };
}

/** The rows of `text` run with `params` ($1, $2, … in order), prepared on PostgreSQL. */
export async function runStatement<Row>(db: Database, text: string, params: unknown[]): Promise<Row[]> {
  const { $client: client, session } = db as unknown as Drivers;
  session.logger?.logQuery(text, params);
  if (client.unsafe) return (await client.unsafe(text, params, { prepare: true })) as Row[];
  return (await client.query!(text, params)).rows as Row[];
}

/** A time column as the statements return it (epoch milliseconds, fractions of a millisecond dropped, as a Date would). */
export const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * A time column as ISO 8601 text in UTC, as Date.toISOString writes it (fractions of a millisecond
 * dropped, as epochMs does), or null: for JSON that PostgreSQL writes and Node passes on unparsed.
 * Formatting 49 times of a class list page in Node (new Date(ms).toISOString(), about 1 µs each)
 * cost more than to_char does in PostgreSQL.
 */
export const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
