import type { FetchContext } from '../loader';

export async function fetchHome({ client, tenant }: FetchContext) {
  void client;
  return { tenantId: tenant.id };
}
