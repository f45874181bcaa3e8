import type { FetchContext } from '../loader';

export async function fetchMajors({ client, tenant }: FetchContext) {
  void client;
  return { tenantId: tenant.id };
}
