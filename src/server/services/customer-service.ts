// The school's service contacts, as the customer-service panel lists them.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serviceContacts } from '../db/schema';
import { pageQuery, totalOf, type PageRequest } from './page-query';
import { bySeq } from './school';

export async function serviceContactPage(db: Database, tenantId: string, request: PageRequest) {
  const where = eq(serviceContacts.tenantId, tenantId);
  return pageQuery(
    request,
    () => totalOf(db.select({ total: count() }).from(serviceContacts).where(where)),
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(serviceContacts)
        .where(where)
        .orderBy(...bySeq(serviceContacts.seq, serviceContacts.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ id, name, mobile, contactMobile, url }) => ({ id, name, mobile, contactMobile, url }));
    },
  );
}
