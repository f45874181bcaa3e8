import type { FetchContext } from '../loader';

export async function fetchNotices({ client, tenant }: FetchContext) {
  void client;
  return { tenantId: tenant.id };
}
