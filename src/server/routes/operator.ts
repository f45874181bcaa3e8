// Calls for the operator's scripts, not for the portal: the content revision `npm run build --
// --changed` compares before it fetches a school's content (services/content-revision.ts). A
// revision reads every content row of a school, so only a caller holding the operator key
// (PORTAL_OPERATOR_KEY, in the x-operator-key header) may ask. Without a key configured, or with
// a wrong one, every /api/operator/ path answers 404 like a path that does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okResponse } from '../envelope';
import { tenantOf } from '../request';
import { contentRevision } from '../services/content-revision';
import { routesTagged } from './declare';

const declareRoute = routesTagged('operator');

export const OPERATOR_KEY_HEADER = 'x-operator-key';

const contentRevisionRoute = declareRoute('get', '/api/operator/contentRevision', {
  summary: "The school's content revision: changes whenever a row its public-site build could read does (operator key only; path ours)",
  request: { headers: z.object({ [OPERATOR_KEY_HEADER]: z.string().max(256) }) },
  responses: okResponse(z.object({ tenantId: z.string(), revision: z.string() }).openapi('ContentRevision')),
});

/** Compares digests of equal length, so the time taken says nothing about the key. */
function sameKey(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function registerOperatorRoutes(app: Api) {
  app.use('/api/operator/*', async (c, next) => {
    const expected = c.get('deps').config.operatorKey;
    return expected && sameKey(c.req.header(OPERATOR_KEY_HEADER), expected) ? next() : c.notFound();
  });

  app.openapi(contentRevisionRoute, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, { tenantId, revision: await contentRevision(c.get('deps').db, tenantId) });
  });
}
