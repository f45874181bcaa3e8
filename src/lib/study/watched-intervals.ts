// What of a video the student has really watched (spec 3 §3 Classroom content item, §4 Video):
// the player reports the stretches played since its last report; only their union counts toward
// the VIDEO_PROGRESS duty, so dragging the playhead to the end completes nothing, and a stretch
// watched twice counts once. The server merges and stores them; the player shows the same share.
import { cappedProgress } from './rates';

/** [startMs, endMs] of media time, start ≤ end. */
export type WatchedInterval = [startMs: number, endMs: number];

/** At most this many intervals in one report: a player reports every jump, pause and end, never hundreds. */
export const MAX_INTERVALS_PER_REPORT = 200;

/**
 * How far past the stored length a player may say it played: a player's own idea of the length
 * differs from the transcoder's by a frame or a rounding. Beyond it a report is refused.
 */
export const DURATION_TOLERANCE_MS = 1000;

/** The duty's target when a video has none: the whole of it. */
export const FULL_WATCH_PERCENT = 100;

/**
 * The intervals clamped to 0..durationMs, empty ones dropped. Answers the index of the first interval
 * that lies beyond the tolerance, so the caller can name it; null when all are acceptable.
 */
export function clampIntervals(intervals: readonly WatchedInterval[], durationMs: number): { intervals: WatchedInterval[]; outOfRange: number | null } {
  const limit = Math.max(0, durationMs);
  const clamped: WatchedInterval[] = [];
  for (const [index, [start, end]] of intervals.entries()) {
    if (start < 0 || end < start || end > limit + DURATION_TOLERANCE_MS) return { intervals: [], outOfRange: index };
    const from = Math.min(start, limit);
    const to = Math.min(end, limit);
    if (to > from) clamped.push([from, to]);
  }
  return { intervals: clamped, outOfRange: null };
}

/** The union of the intervals, sorted, overlapping and touching ones joined; the input order does not matter. */
export function mergeIntervals(intervals: readonly WatchedInterval[]): WatchedInterval[] {
  const sorted = intervals.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: WatchedInterval[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Milliseconds covered by the union of the intervals. */
export function watchedMs(intervals: readonly WatchedInterval[]): number {
  return mergeIntervals(intervals).reduce((total, [start, end]) => total + (end - start), 0);
}

/** The furthest point watched: the end of the last interval, 0 when nothing was watched. */
export function furthestWatchedMs(intervals: readonly WatchedInterval[]): number {
  return intervals.reduce((furthest, [, end]) => Math.max(furthest, end), 0);
}

/** The share of the media watched, as a percent capped at 100 with two decimals; 0 for a media of no length. */
export function watchedPercent(intervals: readonly WatchedInterval[], durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return cappedProgress((watchedMs(intervals) / durationMs) * 100, 2);
}

/**
 * Whether the VIDEO_PROGRESS duty is met: the watched share reaches its target percent (dutyRuleResultVOS
 * targetValue), or the whole media when the content has no such duty.
 */
export function videoProgressMet(intervals: readonly WatchedInterval[], durationMs: number, targetPercent: number | null | undefined): boolean {
  if (!(durationMs > 0)) return false;
  const target = targetPercent == null ? FULL_WATCH_PERCENT : Math.min(FULL_WATCH_PERCENT, Math.max(0, targetPercent));
  // Compared in milliseconds, not in the rounded percent: 89.996 % must not pass a 90 % target.
  return watchedMs(intervals) * 100 >= target * durationMs;
}

/** Contents of no playing time (article, document, archive, image) count as studied once opened. */
const STUDIED_ON_OPEN = new Set([3, 4, 5, 8]);

export function studiedOnOpen(dataType: number, durationMs: number): boolean {
  return STUDIED_ON_OPEN.has(dataType) && !(durationMs > 0);
}
