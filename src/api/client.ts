// The typed client of the platform API (ARCHITECTURE.md, principle 1): openapi-fetch typed by the
// generated contract, with the behaviour every call shares as middleware, one module per concern,
// registered in the order they apply to a request (spec 1 §7.1), answers read in reverse (§8.1).
// No stores here: the browser's client (./browser-client.ts) and the build's (./build-client.ts)
// say who is calling and where messages go.
import createClient, { createQuerySerializer, defaultBodySerializer, type Client } from 'openapi-fetch';
import { dropNullFields, isEnvelope } from './envelope';
import { cancellation, REQUEST_TIMEOUT_MS } from './middleware/cancellation';
import { envelopeMiddleware, type ApiClientHooks } from './middleware/envelope';
import { headersMiddleware } from './middleware/headers';
import { smsSignatureMiddleware } from './middleware/sms-signature';
import { timestampMiddleware } from './middleware/timestamp';
import { basicAuthorization, defaultCredentials, type ApiCredentials, type RequestContext } from './request-headers';
import type { paths } from './schema';

export { ApiCallError, isApiCallError, type ApiFailure } from './errors';
export { REQUEST_TIMEOUT_MS } from './middleware/cancellation';
export { LOGIN_ROUTE, type ApiClientHooks } from './middleware/envelope';
export { HEADER, PLATFORM_TYPE, defaultCredentials, type ApiCredentials, type RequestContext } from './request-headers';

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
  const context: () => RequestContext = options.context ?? (() => ({}));
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const pending = cancellation(options.timeoutMs ?? REQUEST_TIMEOUT_MS);

  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: (request) => abortable(baseFetch, request),
    querySerializer: (query) => serializeQuery(dropNullFields(query)),
    bodySerializer: (body, headers?: Headers) => serializeBody(dropNullFields(body), headers),
  });

  // Order matters: requests pass these top to bottom (the signature signs the stamped query, the
  // last request carries the signal the answer is read against); answers pass bottom to top.
  client.use(
    headersMiddleware(context, basicAuthorization(credentials)),
    timestampMiddleware(),
    smsSignatureMiddleware(credentials.smsAccessKey),
    pending.middleware,
    envelopeMiddleware({ hooks: options.hooks, locale: () => context().locale, endSession: (error) => pending.cancelPending(error) }),
  );
  return Object.assign(client, { cancelPending: () => pending.cancelPending() });
}

/**
 * The JSON request body of a call, read from the contract, so a caller's body type cannot drift
 * from what the route declares:
 *   export function saveAnswer(body: RequestBody<'/api/teaching/anyone/answerLog/saveAnswer'>) { … }
 */
export type RequestBody<P extends keyof paths, M extends 'post' | 'put' | 'delete' = 'post'> = paths[P] extends Record<M, { requestBody?: infer R }>
  ? NonNullable<R> extends { content: { 'application/json': infer B } }
    ? B
    : never
  : never;

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
