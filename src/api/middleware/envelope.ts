// The answer side of every call (spec 1 §8.1): the envelope is unwrapped, a token code ends the
// session, a refusal's message is shown (or only logged for the sign-in forms), and anything
// without an envelope is 'system busy'. Every failure rejects as an ApiCallError.
import type { Middleware } from 'openapi-fetch';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locale';
import type zhCommon from '../../i18n/zh-CN/common';
import { API_FIELD_HEADER, isEnvelope, isSuccess, normalizePaging, readCode, readMessage, readTokenInvalidCode, type EnvelopeBody } from '../envelope';
import { ApiCallError } from '../errors';
import type { paths } from '../schema';
import { abandonment } from './cancellation';

// Only the common namespace, for the few messages the client shows itself: importing the whole
// catalogue would put every message of both locales into every page that makes a call. And only the
// locale's own (a page of one locale never downloads the other's messages, issue 28): asked for when
// a client is made, so that it is there when a call fails, even once the network is gone.
type CommonKey = keyof typeof zhCommon;
const COMMON: Record<Locale, () => Promise<{ default: Record<CommonKey, string> }>> = {
  'zh-CN': () => import('../../i18n/zh-CN/common'),
  en: () => import('../../i18n/en/common'),
};
const commonLoading = new Map<Locale, Promise<Record<CommonKey, string> | undefined>>();

function commonMessages(locale: Locale): Promise<Record<CommonKey, string> | undefined> {
  let loading = commonLoading.get(locale);
  if (!loading) {
    // A failed download is tried again by the next failed call; meanwhile the key stands in.
    loading = COMMON[locale]().then(
      (module) => module.default,
      () => void commonLoading.delete(locale),
    );
    commonLoading.set(locale, loading);
  }
  return loading;
}

export const LOGIN_ROUTE = '/login';

// Login and registration forms explain failures themselves (spec 1 §8.1): their errors are only logged.
const SILENT_PATHS: ReadonlySet<string> = new Set(['/api/oauth/anyTenant/login', '/api/oauth/anyTenant/registration/login'] satisfies (keyof paths)[]);

export interface ApiClientHooks {
  /** A token code came back for `request` (whose headers say which token was refused): clear the stored token and visitor id. */
  onTokenInvalid?(error: ApiCallError, request: Request): void;
  /** A message the user should see: the server's msg of a refused call, or of an ended session. */
  onErrorMessage?(message: string, error: ApiCallError): void;
  /** No envelope came back; error.msg is the localised 'system busy'. */
  onSystemBusy?(error: ApiCallError): void;
  navigate?(path: string): void;
  /** Where silent failures (login and registration) go; console.error by default. */
  log?(error: ApiCallError): void;
}

export interface EnvelopeOptions {
  hooks?: ApiClientHooks;
  /** The language of 'system busy' and of the fallback session message. */
  locale(): Locale | undefined;
  /** Called on a token code, before the hooks: the other calls in flight are abandoned. */
  endSession(error: ApiCallError): void;
}

type Call = ApiCallError['call'];

export function envelopeMiddleware({ hooks = {}, locale, endSession }: EnvelopeOptions): Middleware {
  const log = hooks.log ?? ((error: ApiCallError) => console.error(error));
  const message = async (key: CommonKey) => (await commonMessages(locale() ?? defaultLocale))?.[key] ?? key;
  // The page's locale is its <html lang> (the context's may not be known yet while the page starts).
  if (typeof document !== 'undefined') void commonMessages(isLocale(document.documentElement.lang) ? document.documentElement.lang : defaultLocale);

  const systemBusy = async (call: Call, status: number, cause?: unknown) => {
    const error = new ApiCallError('busy', status, await message('common.error.systemBusy'), call, { cause });
    hooks.onSystemBusy?.(error);
    return error;
  };

  // The browser knows it has no network: saying so tells the user what to do, where 'system busy'
  // (spec 1 §8.1's message for a failed call) would send them to wait for a server that is fine.
  const offline = async (call: Call, cause: unknown) => {
    const error = new ApiCallError('busy', 0, await message('common.error.offline'), call, { cause });
    hooks.onSystemBusy?.(error);
    return error;
  };

  const tokenInvalid = async (call: Call, code: number, body: EnvelopeBody, request: Request) => {
    const msg = readMessage(body) ?? (await message('common.error.sessionExpired'));
    const error = new ApiCallError('token', code, msg, call);
    endSession(error);
    hooks.onTokenInvalid?.(error, request);
    hooks.onErrorMessage?.(msg, error);
    hooks.navigate?.(LOGIN_ROUTE);
    return error;
  };

  const refused = async (call: Call, body: EnvelopeBody, field: string | undefined) => {
    const msg = readMessage(body) ?? (await message('common.error.systemBusy'));
    const error = new ApiCallError('code', readCode(body) ?? 0, msg, call, { field });
    if (SILENT_PATHS.has(call.path)) log(error);
    else hooks.onErrorMessage?.(msg, error);
    return error;
  };

  return {
    async onResponse({ request, response, schemaPath, options: { parseAs } }) {
      const call = { method: request.method, path: schemaPath };
      // A call that asked for a blob, text or stream (the captcha image) is not an envelope call.
      if (response.ok && parseAs !== 'json') return undefined;

      const text = await response.text();
      // The session ended (or the time ran out) while this answer was on its way.
      const abandoned = abandonment(request.signal);
      if (abandoned === 'timeout') throw await systemBusy(call, 0, request.signal.reason);
      if (abandoned === 'cancelled') throw cancelled(call, request.signal.reason);

      const body = parseJson(text);
      // No envelope at all (a proxy's error page, an HTML page from a wrong apiBase): 'system busy'.
      if (!isEnvelope(body)) throw await systemBusy(call, response.status);
      const tokenCode = readTokenInvalidCode(body);
      if (tokenCode !== undefined) throw await tokenInvalid(call, tokenCode, body, request);
      // Reconciling §8.1 ('a non-200 answer shows system busy') with our server, which answers a
      // client mistake as a 4xx *envelope* whose msg names the field: a 4xx that carries an envelope
      // is read like any code answer and its msg shown, because that message is the useful one.
      // A 5xx is the server's trouble, whatever its body says: 'system busy'.
      if (response.status >= 500) throw await systemBusy(call, response.status);
      if (response.ok && isSuccess(body)) {
        return rebuild(response, JSON.stringify({ ...body, data: normalizePaging(body.data) }));
      }
      throw await refused(call, body, response.headers.get(API_FIELD_HEADER) ?? undefined);
    },

    async onError({ request, error, schemaPath }) {
      const call = { method: request.method, path: schemaPath };
      if (abandonment(request.signal) === 'cancelled') return cancelled(call, request.signal.reason);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return offline(call, error);
      return systemBusy(call, 0, error);
    },
  };
}

function cancelled(call: Call, cause: unknown): ApiCallError {
  return new ApiCallError('cancelled', 0, 'cancelled', call, { cause });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// The body was read to inspect it; the caller gets an equivalent response. Content-Length is
// dropped because the rewritten text may differ in length.
function rebuild(response: Response, text: string): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}
