// A school's content revision: one digest, computed by the database, of every row the build of its
// public site could read. `npm run build -- --changed` asks for it first and skips a school whose
// revision is the one of its last build without fetching its content (scripts/lib/content-revisions.ts);
// otherwise it fetches and compares the content digest as before.
//
// Safe by construction: every table is in the revision unless it is named below as one the build
// never reads, so a table added later counts until someone says otherwise. Naming a table here
// wrongly would leave a school stale; tests/api/content-revision.test.ts records the tables a build
// reads and fails if one of them is named here. Tables without a school column count whole, for
// every school (a change there costs a fetch, never a stale site).
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

/** What students, visitors and the sign-in machinery write; no page of the public site shows it. */
export const NOT_READ_BY_THE_BUILD = new Set([
  // Accounts, sessions and the sign-in machinery.
  'users',
  'students',
  'visitors',
  'auth_tokens',
  'sms_codes',
  'sms_outbox',
  'captchas',
  'login_failures',
  'rate_events',
  'enterprise_invitations',
  'third_platform_users',
  // What visitors send and like: consult requests, comments, who liked what.
  'clues',
  'comments',
  'thumbs_user_records',
  // Study and exams.
  'class_students',
  'attendance',
  'study_progress',
  'activity_dynamics',
  'classroom_questions',
  'question_answers',
  'student_notes',
  'classroom_comments',
  'classroom_likes',
  'student_works',
  'answer_logs',
  'attempt_answers',
  'duty_records',
  // The seed's own bookkeeping.
  'seed_runs',
]);

/**
 * Counters the pages bring up to date themselves once loaded (the visit count, likes): a visit or a
 * like alone is no reason to rebuild a school. A build for any other reason picks them up.
 */
export const LIVE_COUNTERS: Record<string, string[]> = {
  school_infos: ['browse_count'],
  comment_scores: ['thumbs_count', 'browse_count'],
  content_operations: ['like_num'],
};

interface CountedTable {
  name: string;
  /** How a row is narrowed to the school: by its tenant_id, by its own id (tenants), or not at all. */
  school: 'tenant_id' | 'id' | 'none';
}

function countedTables(): CountedTable[] {
  const tables: CountedTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const { name, columns } = getTableConfig(value);
    if (NOT_READ_BY_THE_BUILD.has(name)) continue;
    const school = name === 'tenants' ? 'id' : columns.some((column) => column.name === 'tenant_id') ? 'tenant_id' : 'none';
    tables.push({ name, school });
  }
  return tables.sort((a, b) => (a.name < b.name ? -1 : 1));
}

const COUNTED = countedTables();

/** md5 of the table's rows of the school, each as jsonb text without its live counters, in text order. */
function tableDigest({ name, school }: CountedTable, tenantId: string): SQL {
  const counters = LIVE_COUNTERS[name] ?? [];
  // Names come from the schema, never from a caller: safe to write into the statement.
  const row = counters.length > 0 ? sql.raw(`(to_jsonb(t) - array[${counters.map((column) => `'${column}'`).join(',')}])::text`) : sql.raw('to_jsonb(t)::text');
  const where = school === 'none' ? sql`` : sql` where t.${sql.raw(school)} = ${tenantId}`;
  return sql`select ${name}::text as name, md5(coalesce(string_agg(${row}, E'\n' order by ${row}), '')) as digest from ${sql.identifier(name)} t${where}`;
}

/** The school's content revision: a hex digest that changes whenever a row its build could read does. */
export async function contentRevision(db: Database, tenantId: string): Promise<string> {
  const parts = sql.join(
    COUNTED.map((table) => tableDigest(table, tenantId)),
    sql` union all `,
  );
  // PGlite answers { rows }, postgres.js the rows themselves.
  const result = (await db.execute(sql`select md5(string_agg(name || ':' || digest, E'\n' order by name)) as revision from (${parts}) as tables`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { revision: string }[];
  const [row] = rows;
  if (!row) throw new Error('the content revision query answered no row');
  return row.revision;
}
