// The school's visit count as the header shows it (spec 1 §9).
import type { Message } from '../i18n';

/** The count as is up to 100000; '100k+' above it up to 500000; '500k+' above that. */
export function formatVisitCount(count: number | string | null | undefined): Message {
  const n = Math.max(0, Math.floor(Number(count) || 0));
  if (n > 500_000) return { key: 'display.visitCount.over500k' };
  if (n > 100_000) return { key: 'display.visitCount.over100k' };
  return { key: 'display.visitCount.exact', params: { n } };
}
