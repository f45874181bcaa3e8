// Visitor identities (spec 1 §2.2 step 3, §4): a browser without a user sends its device-derived
// visitor id and gets the record that stands for it in this school; the same device, the same record.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { visitors } from '../db/schema';

export async function getOrCreateVisitor(db: Database, input: { tenantId: string; visitorId: string; now: Date }) {
  const [visitor] = await db
    .insert(visitors)
    .values({ id: randomUUID(), tenantId: input.tenantId, visitorId: input.visitorId, createdTime: input.now, lastSeenTime: input.now })
    .onConflictDoUpdate({ target: [visitors.tenantId, visitors.visitorId], set: { lastSeenTime: input.now } })
    .returning();
  return visitor!;
}
