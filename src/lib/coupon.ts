// Coupons (subsidy vouchers) on the home page (spec 1 §3 Coupon, §9).
import dayjs from 'dayjs';
import type { Message } from '../i18n';

export interface Coupon {
  id: number | string;
  title?: string;
  amount?: number | string | null;
  minPoint?: number | string | null;
  useStartTime?: string | number | null;
  useEndTime?: string | number | null;
  state?: number | string | null;
}

export const HOME_COUPON_COUNT = 3;

/**
 * Orders ids newest first. Coupons carry no creation time, so 'newest' is by id: the platform
 * hands ids out in creation order (serial or snowflake). Snowflake ids exceed 2^53 and arrive as
 * text, so digit strings are compared by length and then digit by digit, never through Number.
 */
export function compareIdsNewestFirst(a: number | string, b: number | string): number {
  const x = String(a);
  const y = String(b);
  const digits = /^\d+$/;
  if (digits.test(x) && digits.test(y) && x.length !== y.length) return y.length - x.length;
  return x < y ? 1 : x > y ? -1 : 0;
}

/** The home list: the first 3 coupons with state 1, newest (highest id) first. */
export function homeCoupons<T extends Coupon>(coupons: readonly T[]): T[] {
  return coupons
    .filter((coupon) => Number(coupon.state) === 1)
    .sort((a, b) => compareIdsNewestFirst(a.id, b.id))
    .slice(0, HOME_COUPON_COUNT);
}

/** 'full X yuan usable' when minPoint is over 0, otherwise 'no threshold'. */
export function couponThreshold(coupon: Pick<Coupon, 'minPoint'>): Message {
  const minPoint = Number(coupon.minPoint);
  if (minPoint > 0) return { key: 'display.coupon.threshold', params: { amount: minPoint } };
  return { key: 'display.coupon.noThreshold' };
}

// A date the platform sent as text ('2025-01-31 00:00:00') or epoch ms, shown as the day only; an empty or unreadable one counts as absent.
function couponDate(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : undefined;
}

/** The validity period: 'unlimited' with no dates, else 'start to end' (or only the bound that exists). */
export function couponValidity(coupon: Pick<Coupon, 'useStartTime' | 'useEndTime'>): Message {
  const start = couponDate(coupon.useStartTime);
  const end = couponDate(coupon.useEndTime);
  if (start && end) return { key: 'display.coupon.validity', params: { start, end } };
  if (start) return { key: 'display.coupon.validFrom', params: { start } };
  if (end) return { key: 'display.coupon.validUntil', params: { end } };
  return { key: 'display.coupon.unlimited' };
}
