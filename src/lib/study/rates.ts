// Rates and percentages of spec 2 §9 and spec 3 §9.

const toNumber = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Rounds half away from zero at the given decimals, without 1.005 becoming 1.00. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}

/** Finished required activities over assessed activities, as a percent capped at 100; 0 when nothing is assessed. */
export function completionRate(finishedRequired: number | null | undefined, assessed: number | null | undefined): number {
  const total = toNumber(assessed);
  if (total <= 0) return 0;
  return Math.min(100, roundTo((Math.max(0, toNumber(finishedRequired)) / total) * 100, 2));
}

/** (1 − rankIndex / rankTotal, rounded to 2 decimals) × 100: the percent of classmates ranked below. */
export function defeatRate(rankIndex: number | null | undefined, rankTotal: number | null | undefined): number {
  const total = toNumber(rankTotal);
  const index = toNumber(rankIndex);
  if (total <= 0 || index <= 0) return 0;
  // Rounding the percent to an integer is the spec's 2-decimal rounding of the ratio, without 0.29 × 100 = 28.999….
  return Math.min(100, Math.max(0, Math.round((1 - index / total) * 100)));
}

/** A progress percent between 0 and 100: one decimal in lists, two in places. */
export function cappedProgress(value: number | null | undefined, decimals: 1 | 2 = 1): number {
  return roundTo(Math.min(100, Math.max(0, toNumber(value))), decimals);
}

export const PROGRESS_BAR_MIN_PERCENT = 0.1;

/** A progress bar never shows less than 0.1 percent, so a started bar stays visible. */
export function progressBarPercent(value: number | null | undefined, decimals: 1 | 2 = 1): number {
  return Math.max(PROGRESS_BAR_MIN_PERCENT, cappedProgress(value, decimals));
}

/** The bar of `finished` out of `total`, finished counted up to the total; nothing to do: the least bar. */
export function finishedPercent(finished: number, total: number): number {
  return progressBarPercent(total > 0 ? (Math.min(finished, total) / total) * 100 : 0);
}

/** A clock's field: 7 → '07'. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The seconds formatter for millisecond durations: HH:mm:ss, hours past 24 kept. */
export function formatDuration(ms: number | null | undefined): string {
  const totalSeconds = Math.floor(Math.max(0, toNumber(ms)) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(totalSeconds % 60)}`;
}
