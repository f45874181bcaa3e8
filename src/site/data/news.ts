import type { FetchContext } from '../loader';

export async function fetchNews({ client, tenant }: FetchContext) {
  void client;
  return { tenantId: tenant.id };
}
