// The page context, as Starlight does with its route data: before a page renders (at build time,
// for every prerendered page) the tenant named by the [tenant] route parameter, its school data
// and a translator bound to its locale go on Astro.locals. Pages and components read them there,
// so none passes tenant, school or locale down as props or builds its own translator.
import { defineMiddleware } from 'astro:middleware';
import { createTranslator } from './i18n/runtime';
import { buildTenants } from './site/build/tenants';
import { tenantData } from './site/build/tenant-data';

export const onRequest = defineMiddleware(async (context, next) => {
  const tenant = buildTenants().find((entry) => entry.id === context.params.tenant);
  if (tenant) {
    context.locals.tenant = tenant;
    context.locals.school = await tenantData('school', tenant.id);
    context.locals.t = createTranslator(tenant.locale);
  }
  return next();
});
