// Subsidy vouchers a visitor may receive (spec 1 §3 Coupon, §9 coupon list).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coupons } from '../db/schema';
import { page } from '../envelope';
import { emptyPage, pageWindow } from './page-window';

type CouponRow = typeof coupons.$inferSelect;

function toCoupon(row: CouponRow) {
  return {
    id: row.id,
    title: row.title,
    amount: Number(row.amount),
    minPoint: Number(row.minPoint),
    useStartTime: row.useStartTime?.toISOString() ?? null,
    useEndTime: row.useEndTime?.toISOString() ?? null,
    state: row.state,
  };
}

/** Newest first (ids are handed out in creation order); state filters when given. */
export async function receivablePage(db: Database, tenantId: string, query: { state?: number; current: number; size: number }) {
  const window = pageWindow(query.current, query.size);
  const conditions: SQL[] = [eq(coupons.tenantId, tenantId)];
  if (query.state !== undefined) conditions.push(eq(coupons.state, query.state));
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(coupons).where(where);
  if (window.beyond) return emptyPage<ReturnType<typeof toCoupon>>(window, total);
  const rows = await db.select().from(coupons).where(where).orderBy(desc(coupons.id)).limit(window.size).offset(window.offset);
  return page(rows.map(toCoupon), total, window.current, window.size);
}
