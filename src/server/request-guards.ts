// What the API accepts as bytes, checked once for every /api call before any route reads it
// (ARCHITECTURE.md: a client mistake is a 4xx envelope, whatever the bytes). PostgreSQL refuses a
// NUL byte in text, so no string holding one may reach the database: the path, the query, the
// headers and every string of a JSON body (keys included) are checked here, and the refusal names
// the field. A JSON body can also carry a lone surrogate (the escape `\ud800`, which no UTF-8 byte
// can): jsonb refuses it, so a body's strings must be well-formed too. Limits on size and encoding
// come first, so nothing oversized or undecodable is parsed.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { ApiError, badRequest, fail } from './envelope';
import { say } from './messages';

/** The largest request body /api reads: every form of the contract fits in a small fraction of it. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

const tooLarge = (c: Context) => fail(c, new ApiError(413, say('api.request.tooLarge', { kb: API_BODY_LIMIT_BYTES / 1024 })));

/** Hono's limit, which reads a body of unstated length as it comes and stops past the limit. */
const limitStreamedBody: MiddlewareHandler<AppEnv> = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: tooLarge });

/**
 * Refuses a body over API_BODY_LIMIT_BYTES. A stated length (Content-Length without chunking, what
 * every client of ours sends) is judged from the header alone, as Hono's bodyLimit does, but without
 * asking the request for its body stream first: under @hono/node-server that question builds a
 * full web Request around a stream of the socket, and the JSON reader after this then reads the body
 * through it (issue 27 item 4: a fifth of a signed-in POST's CPU). Unasked, the body is read
 * straight from Node's request when readJsonBody wants it.
 */
export const limitBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { method } = c.req;
  if (method === 'GET' || method === 'HEAD') return next();
  const { headers } = c.req.raw;
  const length = headers.get('content-length');
  if (length !== null && !headers.has('transfer-encoding')) return parseInt(length, 10) > API_BODY_LIMIT_BYTES ? tooLarge(c) : next();
  return limitStreamedBody(c, next);
};

const NUL = '\u0000';

const HOLDS_NUL = 'contains a NUL character (\\u0000)';
const HOLDS_LONE_SURROGATE = 'contains a lone surrogate (a \\ud800–\\udfff escape that is no character)';

/** The 400 for a field holding what the database cannot store. */
const unstorableIn = (field: string, problem: string) => badRequest(`${field}: ${problem}, which the API does not accept`);
const nulIn = (field: string) => unstorableIn(field, HOLDS_NUL);

function decode(component: string, field: () => string, form: boolean): string {
  try {
    return decodeURIComponent(form ? component.replace(/\+/g, ' ') : component);
  } catch {
    throw badRequest(`${field()}: not valid percent-encoded UTF-8`);
  }
}

/**
 * The path's segments and the query's names and values must decode as UTF-8 and hold no NUL.
 * Hono would pass an undecodable value on as its raw text; refusing it says what is wrong instead.
 */
export const checkUrlAndHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split('/')) {
    if (decode(segment, () => 'path', false).includes(NUL)) throw nulIn('path');
  }
  for (const pair of url.search.slice(1).split('&')) {
    if (pair === '') continue;
    const [rawName = '', ...rest] = pair.split('=');
    const name = decode(rawName, () => `query parameter '${rawName}'`, true);
    if (name.includes(NUL)) throw nulIn('query parameter name');
    if (decode(rest.join('='), () => name, true).includes(NUL)) throw nulIn(name);
  }
  // Node's HTTP parser already refuses NUL in a header (main.ts answers that in an envelope);
  // checked again for callers that hand the app a Request directly.
  c.req.raw.headers.forEach((value, name) => {
    if (value.includes(NUL)) throw nulIn(`${name} header`);
  });
  return next();
};

/** What in `text` the database cannot store, or undefined. */
function unstorable(text: string): string | undefined {
  if (text.includes(NUL)) return HOLDS_NUL;
  // A lone half of a surrogate pair (answered 500 by jsonb before this check, in an exam answer).
  if (!text.isWellFormed()) return HOLDS_LONE_SURROGATE;
  return undefined;
}

/** The refusal of the first string (key or value) the database cannot store, naming its dotted path, or undefined. */
function findUnstorable(value: unknown, path = ''): ApiError | undefined {
  const refuse = (text: string, at: string) => {
    const problem = unstorable(text);
    return problem === undefined ? undefined : unstorableIn(at || 'body', problem);
  };
  if (typeof value === 'string') return refuse(value, path);
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, field] of Object.entries(value)) {
    const found = refuse(key, path) ?? findUnstorable(field, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, withoutNulls(field)]),
    );
  }
  return value;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON body is read once here: it must be UTF-8 and JSON, and hold nothing the database cannot
 * store (findUnstorable). Null fields are then ignored, as if absent (spec 1 §7.1): the body is
 * rewritten in Hono's body cache before any validator reads it.
 */
export const readJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!/json/i.test(c.req.header('content-type') ?? '')) return next();
  let text: string;
  try {
    text = utf8.decode(await c.req.arrayBuffer());
  } catch {
    throw badRequest('the request body is not valid UTF-8');
  }
  if (text.trim() === '') return next();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('the request body is not valid JSON');
  }
  const refusal = findUnstorable(parsed);
  if (refusal) throw refusal;
  // Hono caches body promises under their reader's name; json() reads the cached text.
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(JSON.stringify(withoutNulls(parsed)));
  return next();
};
