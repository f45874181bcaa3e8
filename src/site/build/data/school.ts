// What every page of a tenant shows around its content: the school (title, logo, address,
// contact), its business profile (institution tags), the service contact (phone and QR) and the
// addresses of its other front ends (mobile app for the phone-frame preview, back-office logins).
import { call } from '../../../api/client';
import { isApiCallError } from '../../../api/errors';
import type { FetchContext } from '../loader';

/** A lookup whose absence is a normal state (404), not a build failure. */
async function unlessMissing<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isApiCallError(error) && error.code === 404) return null;
    throw error;
  }
}

export async function fetchSchool({ client, tenant }: FetchContext) {
  const tenantId = tenant.id;
  const domain = (data: 'PC' | 'H5' | 'ADMIN' | 'PROMOTION') =>
    unlessMissing(call(client.GET('/api/universityAdvertise/anyBiz/buSchool/getDomainByDomainType', { params: { query: { data } } }))).then((found) => found?.domain ?? null);

  const [info, business, contacts, businesses, mobileApp, admin, promotion] = await Promise.all([
    call(client.GET('/api/universityAdvertise/anyUser/university/info/getInfoByTenantId', { params: { query: { tenantId } } })),
    unlessMissing(call(client.GET('/api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId', { params: { query: { tenantId } } }))),
    call(client.POST('/api/universityAdvertise/anyUser/customerService/page', { body: { current: 1, size: 1, model: { tenantId } } })),
    call(client.GET('/api/system/anyTenant/defTenant/getBusinessesByTenantId', { params: { query: { tenantId } } })),
    domain('H5'),
    domain('ADMIN'),
    domain('PROMOTION'),
  ]);
  return {
    info,
    business,
    serviceContact: contacts.records[0] ?? null,
    businesses: businesses ? businesses.split(',').filter(Boolean) : [],
    domains: { mobileApp, admin, promotion },
  };
}

export type SchoolData = Awaited<ReturnType<typeof fetchSchool>>;
