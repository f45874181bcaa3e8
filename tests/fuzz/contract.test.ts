// Bad input for every operation of the contract (issue 16, item 1): property-based tests that
// build each call's query, path and body from its schema in src/api/openapi.json, then mutate
// them (wrong types, missing and extra fields, 100 k strings, lone surrogates and NUL, huge and
// NaN-like numbers, SQL and HTML payloads, malformed JSON bytes, wrong content types, wrong or
// absent tenants, tokens and client credentials) and send them through the real app on a seeded
// database. The contract is read at run time, so a new route is fuzzed without a line here.
// Asserted: no 5xx; every 4xx is the envelope with a msg; a batch of calls that were all refused
// leaves every table as it was (the try records excepted, see TRY_RECORDS).
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../src/api/openapi.json';
import { basicAuthorization } from '../../src/server/middleware';
import { signIn } from '../api/support/envelope';
import { BETA, useTestServer } from '../api/support/test-server';

type Schema = { $ref?: string; type?: string; enum?: unknown[]; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; items?: Schema; properties?: Record<string, Schema>; required?: string[]; nullable?: boolean };
type Parameter = { $ref?: string; name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };

const SEED = 16_016;
/** Cases per operation: 60 × the contract's 129 operations is about 7,700 cases, in about a minute and a half on this machine. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);
fc.configureGlobal({ seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true });

const doc = contract as unknown as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> } };

const resolve = <T extends { $ref?: string }>(node: T): T => {
  if (!node.$ref) return node;
  const [, , kind, name] = node.$ref.split('/');
  return resolve((doc.components as unknown as Record<string, Record<string, T>>)[kind!]![name!]!);
};

// ---- values a hostile or careless client sends ----
const LONG = 'x'.repeat(100_000);
const HOSTILE_STRINGS = [
  LONG, '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', '😀👩‍👩‍👧', '\u202eevil', '\uffff', '\ufeff',
  "' OR 1=1 --", "'; DROP TABLE users; --", '1; SELECT pg_sleep(1)', '%00', '%', '%E0%A4%A', '\\', '"',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}', '../../etc/passwd',
  'NaN', 'Infinity', '-Infinity', '1e999', '-1', '0x10', '9'.repeat(40), 'null', 'undefined', 'true', '[]', '{}', '__proto__',
];
const HOSTILE_NUMBERS = [-1, 0, -0, 1.5, -2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 1e308, -1e308, 5e-324];
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, null, true, false, [], {}, [null], { a: { b: { c: [1, '2', null] } } }, Array.from({ length: 1000 }, (_, i) => i)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

// ---- values the schema asks for ----
function valueOf(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueOf(option, depth)));
  if (schema.allOf) return valueOf(schema.allOf[0]!, depth);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.oneof(fc.constantFrom(1, 2, 3), fc.integer({ min: 0, max: 100 }));
    case 'number':
      return fc.oneof(fc.constantFrom(1, 2), fc.double({ min: 0, max: 100, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({});
      const shape = Object.fromEntries(Object.entries(schema.properties).map(([key, field]) => [key, valueOf(field, depth + 1)]));
      return fc.record(shape, { requiredKeys: schema.required?.filter((key) => key in shape) ?? [] });
    }
    default:
      // Strings: some that look like the seed's data (mobiles, ids, tenants) so calls get past their formats.
      return fc.oneof(fc.constantFrom('13800138000', '1', '2', 'demo', 'demo123456', 'PASSWORD', 'SMS_CODE', '2026-01-01', 'PC'), fc.string({ maxLength: 12 }));
  }
}

/** One mutation of a well-formed object: a field of the wrong type, a required one missing, an unknown one added. */
function mutated(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: value },
    { weight: 3, arbitrary: fc.tuple(value, fc.nat(), hostileValue).map(([v, at, bad]) => replaceField(v, at, bad)) },
    { weight: 1, arbitrary: fc.tuple(value, fc.nat()).map(([v, at]) => dropField(v, at)) },
    { weight: 1, arbitrary: fc.tuple(value, fc.constantFrom('extra', '__proto__', 'constructor', 'tenantId', 'userId', 'x'.repeat(300)), hostileValue).map(([v, key, bad]) => ({ ...asObject(v), [key]: bad })) },
    { weight: 1, arbitrary: hostileValue },
  );
}
const asObject = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
function replaceField(value: unknown, at: number, bad: unknown) {
  const keys = Object.keys(asObject(value));
  if (keys.length === 0) return bad;
  return { ...asObject(value), [keys[at % keys.length]!]: bad };
}
function dropField(value: unknown, at: number) {
  const copy = { ...asObject(value) };
  const keys = Object.keys(copy);
  if (keys.length > 0) delete copy[keys[at % keys.length]!];
  return copy;
}

/** Percent-encodes UTF-8 bytes, so a lone surrogate goes as U+FFFD and nothing throws on our side. */
const percent = (text: string) => [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

const MALFORMED_BODIES: (string | Uint8Array<ArrayBuffer>)[] = [
  '{"a":', '{"a":1}}', '{a:1}', "{'a':1}", '', ' ', 'null', '[]', '"text"', '123', '{"a":"\\u0000"}', '{"\\u0000":1}', '{"a":"\\ud800"}',
  '['.repeat(5_000), `{"a":"${LONG}"}`, JSON.stringify({ a: 'x'.repeat(70_000) }), new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
];
const CONTENT_TYPES = ['application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', null];

const callerArb = fc.record({
  token: fc.constantFrom('demo', 'demo', 'demo', 'beta', 'none', 'garbage', 'long'),
  tenant: fc.constantFrom<string | null>('demo', 'demo', 'demo', 'beta', null, 'nosuch', "demo' OR '1'='1", 'x'.repeat(300)),
  client: fc.constantFrom('right', 'right', 'right', 'right', 'wrong', 'none'),
});

function operationCases(path: string, operation: Operation) {
  const parameters = (operation.parameters ?? []).map(resolve);
  const query = parameters.filter((p) => p.in === 'query');
  const inPath = parameters.filter((p) => p.in === 'path');
  const queryShape = fc.record(Object.fromEntries(query.map((p) => [p.name, valueOf(p.schema ?? {})])), { requiredKeys: query.filter((p) => p.required).map((p) => p.name) });
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body = bodySchema
    ? fc.oneof(
        { weight: 5, arbitrary: mutated(valueOf(bodySchema)).map((value) => JSON.stringify(value) ?? '') },
        { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
      )
    : fc.constant(undefined);
  return fc.record({
    query: mutated(queryShape),
    rawQuery: fc.option(fc.constantFrom('a=%E0%A4%A', '%00=1', 'token=%00', '&&==&', 'x[]=1&x[]=2', `q=${'%41'.repeat(3000)}`), { freq: 8 }),
    path: fc.array(fc.oneof(valueOf({ type: 'string' }), hostileValue), { minLength: inPath.length, maxLength: inPath.length }),
    body,
    contentType: fc.constantFrom(...CONTENT_TYPES),
    caller: callerArb,
  }).map((draw) => {
    let url = path;
    inPath.forEach((p, i) => (url = url.replace(`{${p.name}}`, percent(asText(draw.path[i])))));
    const pairs = Object.entries(asObject(draw.query)).map(([key, value]) => `${percent(key)}=${percent(asText(value))}`);
    if (draw.rawQuery) pairs.push(draw.rawQuery);
    return { url: pairs.length ? `${url}?${pairs.join('&')}` : url, body: draw.body, contentType: bodySchema ? draw.contentType : draw.body === undefined ? null : draw.contentType, caller: draw.caller };
  });
}

// Tables that record tries (wrong passwords, rate events, captchas and SMS codes spent on a wrong
// answer): a refusal must write there, or the limits of spec 1 §4 could not hold.
const TRY_RECORDS = new Set(['login_failures', 'rate_events', 'captchas', 'sms_codes']);

/**
 * The tables an operation may change when it accepts a case (beyond TRY_RECORDS): what it is for.
 * Every other table must be left as it was, by accepted and refused cases alike; an operation not
 * listed may change nothing. The operations whose fuzzed cases are sometimes accepted and write; an
 * operation that starts accepting (a new one, a changed schema) and writes fails here, naming the
 * table, to be added when the write is its purpose.
 */
const WRITES: Record<string, string[]> = {
  // A visit to a school counts it (spec 1 §2.3).
  'POST /api/search/anyone/performanceStat/visit': ['school_infos'],
  // The spec's delete of one's own comment is a GET.
  'GET /api/universityAdvertise/app/comments/removeById': ['comments'],
  // Each call is a visit to the class page (a study check-in, spec 2 §9).
  'GET /api/teaching/anyone/classStudent/getUserStudyData': ['class_students'],
  // Revokes the token it is sent with.
  'POST /api/oauth/app/token/logout': ['auth_tokens'],
};

const server = useTestServer();
const tokens: Record<string, string> = {};
const found = { cases: 0, fiveXx: 0, accepted: 0, badEnvelopes: 0, checkedBatches: 0, examples: [] as string[] };

beforeAll(async () => {
  tokens.demo = (await signIn(server)).token;
  tokens.beta = (await signIn(server, BETA, '13900139000')).token;
  tokens.garbage = 'not-a-token';
  tokens.long = 'a'.repeat(5_000);
});

afterAll(() => {
  console.log(`fuzz: ${found.cases} cases, 5xx: ${found.fiveXx}`);
  console.log(`fuzz: ${found.accepted} accepted, ${found.badEnvelopes} refusals without an envelope, ${found.checkedBatches} of ${operations.length} operations refused every case and left the database as it was; the others changed no table but their own`);
});

async function digest(): Promise<Record<string, string>> {
  const result = (await server.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { table_name: string }[];
  const digests: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (TRY_RECORDS.has(table)) continue;
    const answer = (await server.db.execute(sql.raw(`SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS d FROM "${table}" t`))) as unknown;
    const [row] = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as { d: string }[];
    digests[table] = row!.d;
  }
  return digests;
}

async function send(method: string, draw: ReturnType<typeof operationCases> extends fc.Arbitrary<infer C> ? C : never) {
  const headers: Record<string, string> = {};
  if (draw.caller.client === 'right') headers.authorization = basicAuthorization(server.config.clientId, server.config.clientSecret);
  if (draw.caller.client === 'wrong') headers.authorization = basicAuthorization('portal-web', 'guess');
  if (draw.caller.tenant) headers.tenantId = draw.caller.tenant;
  if (draw.caller.token !== 'none') headers.token = tokens[draw.caller.token]!;
  if (draw.contentType) headers['content-type'] = draw.contentType;
  const body = method === 'get' || method === 'head' ? undefined : draw.body;
  return server.app.request(draw.url, { method: method.toUpperCase(), headers, body });
}

// The logout operation revokes the token it is sent with: fuzzed last, so the others keep a live token.
const operations = Object.entries(doc.paths)
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
  .sort((a, b) => Number(/logout/i.test(a.path)) - Number(/logout/i.test(b.path)));

describe('every operation of the contract, fuzzed', () => {
  it('reads the contract (at least 100 operations)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
  });

  for (const { path, method, operation } of operations) {
    it(`${method.toUpperCase()} ${path}: no 5xx, every refusal an envelope with a msg, refusals change nothing, acceptances no table but its own`, async () => {
      const before = await digest();
      let accepted = 0;
      const problems: string[] = [];
      await fc.assert(
        fc.asyncProperty(operationCases(path, operation), async (draw) => {
          const response = await send(method, draw);
          found.cases += 1;
          const text = await response.text();
          const where = `${method.toUpperCase()} ${draw.url.slice(0, 200)} (${response.status}) ${text.slice(0, 200)}`;
          if (response.status >= 500) {
            found.fiveXx += 1;
            problems.push(`5xx: ${where}`);
          } else if (response.status >= 400) {
            let envelope: { msg?: unknown; code?: unknown } = {};
            try {
              envelope = JSON.parse(text);
            } catch {}
            if (typeof envelope.msg !== 'string' || envelope.msg === '' || typeof envelope.code !== 'number') {
              found.badEnvelopes += 1;
              problems.push(`not an envelope: ${where}`);
            }
          } else {
            accepted += 1;
            found.accepted += 1;
          }
        }),
      );
      const after = await digest();
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (accepted === 0) {
        found.checkedBatches += 1;
        expect(changed).toEqual([]);
      } else {
        // An operation that accepted some cases may write its own tables, and no other.
        expect(changed.filter((table) => !(WRITES[`${method.toUpperCase()} ${path}`] ?? []).includes(table))).toEqual([]);
      }
      expect(problems.slice(0, 5)).toEqual([]);
    });
  }
});
