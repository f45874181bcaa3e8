// The businesses enabled for a school (spec 1 §7.7): the codes behind the home page's entry grid.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok } from '../envelope';
import { tenantIdQuery, tenantOf } from '../request';
import { businessesOf } from '../services/school';
import { readCall, routesTagged } from './declare';

const declareRoute = routesTagged('school');

const getBusinesses = declareRoute('get', '/api/system/anyTenant/defTenant/getBusinessesByTenantId', {
  summary: 'The businesses enabled for the school, comma-separated',
  description:
    'Path ours (spec 1 §7.7). Codes: ENROLL, STUDY, CERTIFICATE, EXAM, EVALUATE, CERTIFICATION (the home entry grid); an empty string when none.',
  ...readCall(tenantIdQuery, z.string()),
});

export function registerBusinessesRoutes(app: Api) {
  app.openapi(getBusinesses, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').tenantId);
    return ok(c, await businessesOf(c.get('deps').db, tenantId));
  });
}
