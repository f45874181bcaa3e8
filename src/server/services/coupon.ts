// Subsidy vouchers a visitor may receive (spec 1 §3 Coupon, §9 coupon list).
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coupons } from '../db/schema';
import { tablePage } from './page-query';

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
  const conditions: SQL[] = [eq(coupons.tenantId, tenantId)];
  if (query.state !== undefined) conditions.push(eq(coupons.state, query.state));
  const where = and(...conditions);
  return tablePage(db, coupons, where, [desc(coupons.id)], query, (rows) => rows.map(toCoupon));
}
