import type { FetchContext } from '../loader';

export async function fetchProducts({ client, tenant }: FetchContext) {
  void client;
  return { tenantId: tenant.id };
}
