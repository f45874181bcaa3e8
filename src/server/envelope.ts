// The envelope of every answer (ARCHITECTURE.md principle 6): { code, msg, data }.
import { z, type Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_FIELD_HEADER } from '../api/envelope';
import type { AppEnv } from './context';
import { answerLocale, isApiMessageKey, renderApiText, sayAbout, API_DEFAULT_LOCALE, type ApiText } from './messages';

export const SUCCESS_CODE = 0;

/**
 * A client mistake or a refusal: answered as a 4xx envelope, never a 5xx, and nothing is changed.
 * Its text is rendered in the request's language when answered; `message` holds the English, for logs.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly text: ApiText,
    readonly code: number = status,
  ) {
    super(renderApiText(text, API_DEFAULT_LOCALE));
  }
}

export const badRequest = (msg: ApiText) => new ApiError(400, msg);
export const notFound = (msg: ApiText) => new ApiError(404, msg);
export const forbidden = (msg: ApiText) => new ApiError(403, msg);
export const conflict = (msg: ApiText) => new ApiError(409, msg);
export const tooMany = (msg: ApiText) => new ApiError(429, msg);

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelope = z.object({ code: z.number().int(), msg: z.string(), data: z.null() }).openapi('ErrorEnvelope');

/** A page of records as spec 1 §8.1 expects it. */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

export function page<T>(records: T[], total: number, current: number, size: number) {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

/** The paging request body most list calls share (current and size default to the first page of 10). */
export const pageRequest = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(10000).default(10),
  order: z.string().optional(),
  sort: z.string().optional(),
});

export function ok<T>(c: Context, data: T) {
  return c.json({ code: SUCCESS_CODE, msg: 'ok', data }, 200);
}

/** The JSON text of a T, written by something else than JSON.stringify (a statement that built it). */
export type JsonText<T> = string & { readonly jsonOf: T };

/**
 * ok's answer for data whose JSON text is already written: the class list's records come from
 * PostgreSQL as JSON text and are passed on unparsed (issue 27 item 4: parsing them, formatting
 * their times and writing them again was about a fifth of the call's CPU in Node). Typed as ok's.
 */
export function okJsonText<T>(c: Context, data: JsonText<T>) {
  return c.body(`{"code":${SUCCESS_CODE},"msg":"ok","data":${data}}`, 200, { 'content-type': 'application/json' }) as unknown as ReturnType<typeof ok<T>>;
}

/** The refusal's envelope, its msg in the language the request's Accept-Language asks for (English by default). */
export function fail(c: Context, error: ApiError) {
  const locale = answerLocale(c.req.header('accept-language'));
  // Caches must keep one answer per language.
  c.header('Content-Language', locale);
  c.header('Vary', 'Accept-Language', { append: true });
  if (typeof error.text !== 'string' && error.text.field) c.header(API_FIELD_HEADER, error.text.field);
  return c.json({ code: error.code, msg: renderApiText(error.text, locale), data: null }, error.status);
}

/** The responses every route declares besides its success: the client-mistake envelope. */
export const errorResponses = {
  400: { description: 'A client mistake; msg names the field', content: { 'application/json': { schema: errorEnvelope } } },
} as const;

export function okResponse<T extends z.ZodType>(data: T, description = 'Success') {
  return { 200: { description, content: { 'application/json': { schema: envelope(data) } } }, ...errorResponses };
}

/**
 * The defaultHook of every OpenAPIHono app of the API: a validation failure answers in our
 * envelope, naming the field, never the library's default body.
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || result.target;
    const message = issue?.message ?? 'invalid value';
    return fail(c, new ApiError(400, isApiMessageKey(message) ? sayAbout(field, message) : `${field}: ${message}`));
  }
};
