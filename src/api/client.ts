// The typed client of the platform API, for the browser and for the build (ARCHITECTURE.md,
// principle 1), with the behaviour every call shares as openapi-fetch middleware:
// the request side of spec 1 §7.1 and the response handling of §8.1.
import createClient, { createQuerySerializer, defaultBodySerializer, type Client, type Middleware } from 'openapi-fetch';
import enCommon from '../i18n/en/common';
import { defaultLocale, type Locale } from '../i18n/locale';
import zhCommon from '../i18n/zh-CN/common';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../lib/sms-signature';
import { clearToken, clearVisitor } from '../stores/session';
import { showToast } from '../stores/ui';
import { browserRequestContext } from './browser-context';
import { API_FIELD_HEADER, dropNullFields, isEnvelope, isSuccess, normalizePaging, readCode, readMessage, readTokenInvalidCode, type EnvelopeBody } from './envelope';
import { ApiCallError } from './errors';
import { basicAuthorization, defaultCredentials, requestHeaders, stampTime, type ApiCredentials, type RequestContext } from './request-headers';
import type { paths } from './schema';

export { ApiCallError, isApiCallError, type ApiFailure } from './errors';
export { HEADER, PLATFORM_TYPE, defaultCredentials, type ApiCredentials, type RequestContext } from './request-headers';

// Only the common namespace, for the few messages the client shows itself: importing the whole
// catalogue would put every message of both locales into every page that makes a call.
const COMMON: Record<Locale, Record<keyof typeof zhCommon, string>> = { 'zh-CN': zhCommon, en: enCommon };
const commonMessage = (locale: Locale, key: keyof typeof zhCommon) => COMMON[locale][key];

/** Request time-out (spec 1 §9). */
export const REQUEST_TIMEOUT_MS = 500_000;

export const LOGIN_ROUTE = '/login';

const SMS_CODE_PATH = '/api/oauth/anyTenant/sendSmsCode';

// Login and registration forms explain failures themselves (spec 1 §8.1): their errors are only logged.
const SILENT_PATHS: ReadonlySet<string> = new Set(['/api/oauth/anyTenant/login', '/api/oauth/anyTenant/registration/login']);

export interface ApiClientHooks {
  /** A token code came back: clear the stored token and visitor id. */
  onTokenInvalid?(error: ApiCallError): void;
  /** A message the user should see: the server's msg of a refused call, or of an ended session. */
  onErrorMessage?(message: string, error: ApiCallError): void;
  /** No envelope came back; error.msg is the localised 'system busy'. */
  onSystemBusy?(error: ApiCallError): void;
  navigate?(path: string): void;
  /** Where silent failures (login and registration) go; console.error by default. */
  log?(error: ApiCallError): void;
}

export interface ApiClientOptions {
  /** The API's origin; paths already begin with /api. */
  baseUrl?: string;
  credentials?: Partial<ApiCredentials>;
  context?: () => RequestContext;
  hooks?: ApiClientHooks;
  /** Tests pass the app's own fetch: `(request) => server.app.fetch(request)`. */
  fetch?: (request: Request) => Response | Promise<Response>;
  timeoutMs?: number;
}

export type ApiClient = Client<paths> & {
  /** Abandons every call in flight (they reject as `cancelled`, silently); later calls are unaffected. */
  cancelPending(): void;
};

/** Rejects as soon as the request's signal aborts, even with a fetch that ignores signals (an app's own fetch). */
function abortable(fetch: (request: Request) => Response | Promise<Response>, request: Request): Promise<Response> {
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve()
      .then(() => fetch(request))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const serializeQuery = createQuerySerializer();
// The declared serializer takes the body only; at run time openapi-fetch also passes the headers,
// which the default needs to honour a form-encoded content type.
const serializeBody = defaultBodySerializer as (body: unknown, headers?: Headers) => string;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const credentials: ApiCredentials = { ...defaultCredentials(), ...options.credentials };
  const authorization = basicAuthorization(credentials);
  const context: () => RequestContext = options.context ?? (() => ({}));
  const hooks = options.hooks ?? {};
  const log = hooks.log ?? ((error: ApiCallError) => console.error(error));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  // One controller per client: a token code cancels every call started before it, and calls started
  // after it get a fresh controller.
  let inFlight = new AbortController();
  const cancelPending = (reason?: unknown) => {
    const ending = inFlight;
    inFlight = new AbortController();
    ending.abort(reason);
  };

  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: (request) => abortable(baseFetch, request),
    querySerializer: (query) => serializeQuery(dropNullFields(query)),
    bodySerializer: (body, headers?: Headers) => serializeBody(dropNullFields(body), headers),
  });

  const systemBusy = (call: ApiCallError['call'], status: number, cause?: unknown) => {
    const error = new ApiCallError('busy', status, commonMessage(context().locale ?? defaultLocale, 'common.error.systemBusy'), call, { cause });
    hooks.onSystemBusy?.(error);
    return error;
  };

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const headers = new Headers(request.headers);
      // A header the call sets itself wins over the shared ones.
      for (const [name, value] of requestHeaders(context(), authorization)) {
        if (!headers.has(name)) headers.set(name, value);
      }

      let target = request;
      if (request.method === 'GET') {
        const url = stampTime(new URL(request.url));
        // Signed over the query exactly as sent, `_t` included, so the server can recompute it.
        if (schemaPath === SMS_CODE_PATH) {
          headers.set(SMS_SIGNATURE_HEADER, smsSignature(Object.fromEntries(url.searchParams), credentials.smsAccessKey));
        }
        target = new Request(url, request);
      }
      const signal = AbortSignal.any([request.signal, inFlight.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(target, { headers, signal });
    },

    async onResponse({ request, response, schemaPath, options: { parseAs } }) {
      const call = { method: request.method, path: schemaPath };
      // A call that asked for a blob, text or stream (the captcha image) is not an envelope call.
      if (response.ok && parseAs !== 'json') return undefined;

      const text = await response.text();
      // The session ended (or the time ran out) while this answer was on its way.
      const abandoned = abandonment(request.signal);
      if (abandoned === 'timeout') throw systemBusy(call, 0, request.signal.reason);
      if (abandoned === 'cancelled') throw cancelled(call, request.signal.reason);

      const body = parseJson(text);
      // No envelope at all (a proxy's error page, an HTML page from a wrong apiBase): 'system busy'.
      if (!isEnvelope(body)) throw systemBusy(call, response.status);
      const tokenCode = readTokenInvalidCode(body);
      if (tokenCode !== undefined) throw endSession(call, tokenCode, body);
      // Reconciling §8.1 ('a non-200 answer shows system busy') with our server, which answers a
      // client mistake as a 4xx *envelope* whose msg names the field: a 4xx that carries an envelope
      // is read like any code answer and its msg shown, because that message is the useful one.
      // A 5xx is the server's trouble, whatever its body says: 'system busy'.
      if (response.status >= 500) throw systemBusy(call, response.status);
      if (response.ok && isSuccess(body)) {
        return rebuild(response, JSON.stringify({ ...body, data: normalizePaging(body.data) }));
      }
      throw refused(call, body, response.headers.get(API_FIELD_HEADER) ?? undefined);
    },

    onError({ request, error, schemaPath }) {
      const call = { method: request.method, path: schemaPath };
      if (abandonment(request.signal) === 'cancelled') return cancelled(call, request.signal.reason);
      return systemBusy(call, 0, error);
    },
  };

  function cancelled(call: ApiCallError['call'], cause: unknown): ApiCallError {
    return new ApiCallError('cancelled', 0, 'cancelled', call, { cause });
  }

  function endSession(call: ApiCallError['call'], code: number, body: EnvelopeBody): ApiCallError {
    const msg = readMessage(body) ?? commonMessage(context().locale ?? defaultLocale, 'common.error.sessionExpired');
    const error = new ApiCallError('token', code, msg, call);
    cancelPending(error);
    hooks.onTokenInvalid?.(error);
    hooks.onErrorMessage?.(msg, error);
    hooks.navigate?.(LOGIN_ROUTE);
    return error;
  }

  function refused(call: ApiCallError['call'], body: EnvelopeBody, field: string | undefined): ApiCallError {
    const msg = readMessage(body) ?? commonMessage(context().locale ?? defaultLocale, 'common.error.systemBusy');
    const error = new ApiCallError('code', readCode(body) ?? 0, msg, call, { field });
    if (SILENT_PATHS.has(call.path)) log(error);
    else hooks.onErrorMessage?.(msg, error);
    return error;
  }

  client.use(middleware);
  return Object.assign(client, { cancelPending: () => cancelPending() });
}

/** Why a request's signal fired: its time ran out, or it was cancelled (token code, or the caller). */
function abandonment(signal: AbortSignal): 'timeout' | 'cancelled' | undefined {
  if (!signal.aborted) return undefined;
  return (signal.reason as { name?: unknown } | undefined)?.name === 'TimeoutError' ? 'timeout' : 'cancelled';
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

/** What an openapi-fetch call resolves to, seen from the envelope's side. */
interface EnvelopeResult<T> {
  data?: { data: T };
  error?: unknown;
  response: Response;
}

/**
 * The envelope's `data` of a call, typed by its path; every failure arrives as a rejected
 * ApiCallError, already shown to the user where the spec says so:
 *   const school = await call(client.GET('/api/…/getInfoByTenantId', { params: { query: { tenantId } } }));
 */
export async function call<T>(pending: Promise<EnvelopeResult<T>>): Promise<T> {
  const { data } = await pending;
  // The middleware lets only envelopes through; this guards a call made with another parseAs.
  if (!isEnvelope(data)) throw new TypeError('call(): the answer is not an envelope; read it from the client directly');
  return data.data;
}

/** A client for the page's islands: headers from $session and $tenant, messages as toasts. */
export function createBrowserClient(options: Pick<ApiClientOptions, 'baseUrl' | 'credentials' | 'fetch'> = {}): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl ?? (typeof window === 'undefined' ? undefined : window.location.origin),
    credentials: options.credentials,
    fetch: options.fetch,
    context: browserRequestContext,
    hooks: {
      onTokenInvalid() {
        clearToken();
        clearVisitor();
      },
      onErrorMessage: (message) => showToast({ kind: 'error', message }),
      onSystemBusy: (error) => showToast({ kind: 'error', message: error.msg }),
      navigate: (path) => window.location.assign(path),
    },
  });
}

let browserClient: ApiClient | undefined;

/** The page's one browser client, so that a token code cancels the calls of every island. */
export function getBrowserClient(): ApiClient {
  browserClient ??= createBrowserClient();
  return browserClient;
}

/**
 * A client for `astro build` in Node: no stores, no toasts. Every failure rejects with an
 * ApiCallError whose message names the method, path and server message, so the build stops loudly.
 */
export function createBuildClient({ apiBase, tenantId, credentials, fetch }: { apiBase: string; tenantId: string } & Pick<ApiClientOptions, 'credentials' | 'fetch'>): ApiClient {
  return createApiClient({ baseUrl: apiBase, credentials, fetch, context: () => ({ tenantId, schoolId: tenantId }) });
}
