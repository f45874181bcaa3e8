// Tenant lookup: how a site finds its school from the host's pre-domain (spec 1 §2.2 step 2, §7.3).
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { notFound, ok, okResponse } from '../envelope';
import { readManifest } from '../manifest-file';
import { tenantByPreDomain } from '../services/tenants';
import { component, readCall, routesTagged } from './declare';

const declareRoute = routesTagged('tenant');

const Tenant = component('Tenant', { id: z.string(), tenantId: z.string(), preDomain: z.string(), name: z.string(), locale: z.string(), businesses: z.string() });

const getTenantByPreDomain = declareRoute('get', '/api/system/anyTenant/defTenant/getTenantByPreDomain', {
  summary: 'The tenant whose pre-domain is `data`',
  ...readCall(z.object({ data: z.string().min(1, 'data (the pre-domain) is required').max(63) }), Tenant),
});

const manifestSuffixes = declareRoute('get', '/api/system/anyTenant/defTenant/domainSuffixes', {
  summary: 'The known domain suffixes stripped from a host to find its pre-domain (spec 1 §7.7; path ours)',
  responses: okResponse(z.array(z.string())),
});

export function registerTenantRoutes(app: Api) {
  app.openapi(getTenantByPreDomain, async (c) => {
    const { data } = c.req.valid('query');
    const tenant = await tenantByPreDomain(c.get('deps').db, data);
    if (!tenant) throw notFound(`no tenant has the pre-domain '${data}'`);
    return ok(c, { id: tenant.id, tenantId: tenant.id, preDomain: tenant.preDomain, name: tenant.name, locale: tenant.locale, businesses: tenant.businesses });
  });
  app.openapi(manifestSuffixes, async (c) => {
    return ok(c, readManifest(c.get('deps').config.tenantsDir).domainSuffixes);
  });
}
