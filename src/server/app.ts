// The reference platform API: one Hono app, routes declared with zod (@hono/zod-openapi) so the
// contract in src/api/openapi.json is generated from the same declarations that validate requests.
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context';
import { isDatabaseUnavailable } from './db/unavailable';
import { ApiError, fail, validationHook } from './envelope';
import { say } from './messages';
import { keepSignedInAnswersPrivate, requireClient, resolveTenantHeader } from './middleware';
import { publicReadCache } from './public-read-cache';
import { checkUrlAndHeaders, limitBody, readJsonBody } from './request-guards';
import { requestLog } from './request-log';
import { registerRoutes } from './routes';
import { createClassListCache } from './services/class-list-cache';
import { createPasswordSlots } from './services/password-slots';
import { randomDigits } from './services/secrets';

export const OPENAPI_INFO = {
  openapi: '3.0.3',
  info: { title: 'Cloud-school platform API (reference implementation)', version: '1.0.0' },
} as const;

export function createApp(deps: AppDeps) {
  // Validation failures answer in our envelope, naming the field (envelope.ts).
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // One set of hashing slots per app: the caps hold across all its requests.
  const passwordSlots = deps.passwordSlots ?? createPasswordSlots({ perClient: deps.config.loginHashesPerIp, overall: deps.config.loginHashes });
  // One cache of class lists per app, as per process (services/class-list-cache.ts).
  const allDeps = { ...deps, passwordSlots, digits: deps.digits ?? randomDigits, classLists: createClassListCache() };
  app.use('*', async (c, next) => {
    c.set('deps', allDeps);
    return next();
  });
  // Logged around everything else, so refusals by the guards below are logged too.
  if (deps.config.requestLog) app.use('/api/*', requestLog(deps.log ?? ((line) => process.stdout.write(`${line}\n`))));
  // The byte-level guards first: nothing oversized, undecodable or holding a NUL is read further.
  // The cache after the guards of the request itself, so a cached answer is only given to a call
  // they let through; before the body is parsed: a body of the same bytes as one answered 200 is
  // one that was accepted.
  app.use('/api/*', keepSignedInAnswersPrivate, limitBody, checkUrlAndHeaders, requireClient, resolveTenantHeader, publicReadCache(deps.config.publicReadCacheMs), readJsonBody);

  registerRoutes(app);

  app.doc('/api/openapi.json', OPENAPI_INFO);

  app.notFound((c) => fail(c, new ApiError(404, `no such path: ${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error);
    if (error instanceof HTTPException && error.status < 500) return fail(c, new ApiError(error.status, error.message));
    // Without the request log (tests), the stack still reaches stderr; with it, the 5xx line holds it.
    if (!deps.config.requestLog) console.error(error);
    if (isDatabaseUnavailable(error)) return fail(c, new ApiError(503, say('api.databaseUnavailable')));
    return fail(c, new ApiError(500, say('api.internal')));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
