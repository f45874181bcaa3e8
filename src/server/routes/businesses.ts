// The businesses enabled for a school (spec 1 §7.7): the codes behind the home page's entry grid.
import { createRoute, z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okResponse } from '../envelope';
import { tenantIdQuery, tenantOf } from '../request';
import { businessesOf } from '../services/school';
import { TAGS } from './school';

const getBusinesses = createRoute({
  method: 'get',
  path: '/api/system/anyTenant/defTenant/getBusinessesByTenantId',
  tags: TAGS,
  summary: 'The businesses enabled for the school, comma-separated',
  description:
    'Path ours (spec 1 §7.7). Codes: ENROLL, STUDY, CERTIFICATE, EXAM, EVALUATE, CERTIFICATION (the home entry grid); an empty string when none.',
  request: { query: tenantIdQuery },
  responses: okResponse(z.string()),
});

export function registerBusinessesRoutes(app: Api) {
  app.openapi(getBusinesses, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').tenantId);
    return ok(c, await businessesOf(c.get('deps').db, tenantId));
  });
}
