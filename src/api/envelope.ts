// Reading the platform's answer envelope (spec 1 §8.1) on the client side. The reference server
// always writes { code, msg, data }, but an operator may point a tenant at another server of the
// same contract (ARCHITECTURE.md, apiBase), whose answers name these fields differently; the
// spec lists every spelling the client must accept, so they are all read here and nowhere else.
import { TOKEN_INVALID_CODES } from './token-codes';

/**
 * The answer header naming the request field a refusal is about (ours): the msg is words only, so a
 * form learns from this header which field to show it beside.
 */
export const API_FIELD_HEADER = 'Api-Field';

/** Codes that mean the call succeeded. */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([0, 200, 1]);

const CODE_FIELDS = ['code', 'status', 'msgCode', 'errorCode'] as const;
const MESSAGE_FIELDS = ['msg', 'errorMsg', 'message', 'errorMessage'] as const;
const PAGING_FIELDS = ['current', 'pages', 'size', 'total'] as const;

export type EnvelopeBody = Record<string, unknown>;

function asCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer's code, from the first of code, status, msgCode and errorCode that holds one. */
export function readCode(body: EnvelopeBody): number | undefined {
  for (const field of CODE_FIELDS) {
    const code = asCode(body[field]);
    if (code !== undefined) return code;
  }
  return undefined;
}

/** The token code in any of the code fields (a server may put it in any of them), else undefined. */
export function readTokenInvalidCode(body: EnvelopeBody): number | undefined {
  for (const field of CODE_FIELDS) {
    const code = asCode(body[field]);
    if (code !== undefined && TOKEN_INVALID_CODES.has(code)) return code;
  }
  return undefined;
}

/** The server's message, from the first non-empty of msg, errorMsg, message and errorMessage. */
export function readMessage(body: EnvelopeBody): string | undefined {
  for (const field of MESSAGE_FIELDS) {
    const message = body[field];
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** A JSON object carrying a code is an envelope; anything else (HTML error pages, images) is not. */
export function isEnvelope(body: unknown): body is EnvelopeBody {
  return isRecord(body) && readCode(body) !== undefined;
}

export function isSuccess(body: EnvelopeBody): boolean {
  const code = readCode(body);
  return code !== undefined && SUCCESS_CODES.has(code);
}

/**
 * Pages arrive with current, pages, size and total as numbers or as numeric text depending on
 * the server; callers compare and do arithmetic with them, so they become numbers. Only an
 * object that holds `records` is a page: `size` or `total` elsewhere may mean something else.
 */
export function normalizePaging<T>(data: T): T {
  if (!isRecord(data) || !Array.isArray(data.records)) return data;
  const page: Record<string, unknown> = { ...data };
  for (const field of PAGING_FIELDS) {
    const value = page[field];
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) page[field] = Number(value);
  }
  return page as T;
}

/**
 * Null fields are dropped from queries and bodies (spec 1 §7.1): the platform reads a null as a
 * value, not as 'absent'. Arrays keep their positions, so only object fields are removed.
 */
export function dropNullFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => dropNullFields(item)) as T;
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, dropNullFields(field)]),
    ) as T;
  }
  return value;
}
