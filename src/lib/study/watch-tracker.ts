// What the player has really played (spec 3 §4 Video, §9; issue 13 item 2, issue 25 row 9): a pure
// tracker fed the media element's events (positions in ms of media time, `now` in ms of wall-clock
// time) and its `played` ranges, that yields the stretches watched since its last report.
//
// The rule: what counts as watched is what the media element itself played, its `played` TimeRanges,
// whatever moved the playhead (plyr's bar by mouse, touch or keyboard, the seek keys, a rate change,
// a stall). Only where the element gives no `played` ranges does the tracker fall back to its own
// steps, and then a step counts only if the playhead moved forward by no more than the wall-clock
// time since the last step at the playback rate, plus STEP_SLACK_MS: the position an event carries is
// never trusted further. (Plyr pauses and moves the playhead in one go when its bar is pressed, so the
// 'pause' already carries the new position: counted as playing with a second of slack, a short drag
// became "watched".) A seek is a jump, not watching: far forward or any way back is reported at once.
// The caller sends what take() answers; the server merges it with the stored stretches
// (watched-intervals.ts), so the same stretch sent twice counts once.
import { mergeIntervals, type WatchedInterval } from './watched-intervals';

/** A forward jump longer than this, and any jump backwards, is reported at once (spec 3 §9). */
export const REPORT_JUMP_MS = 10_000;

/** While playing, a report at least this often, so a crash or a closed laptop loses little. */
export const HEARTBEAT_MS = 20_000;

/**
 * The steps' fallback only (no `played` ranges): slack on top of elapsed × rate for a timeupdate's
 * jitter. What a drag shorter than this adds is at most this much per step.
 */
export const STEP_SLACK_MS = 250;

/** Why the player should send a report now. */
export type ReportReason = 'pause' | 'ended' | 'jump' | 'backwards' | 'heartbeat';

/** [start, end) stretches of `from` not covered by `covered`; both merged, whole ms. */
export function subtractIntervals(from: readonly WatchedInterval[], covered: readonly WatchedInterval[]): WatchedInterval[] {
  const rest: WatchedInterval[] = [];
  const holes = mergeIntervals(covered);
  for (const [start, end] of mergeIntervals(from)) {
    let cursor = start;
    for (const [holeStart, holeEnd] of holes) {
      if (holeEnd <= cursor) continue;
      if (holeStart >= end) break;
      if (holeStart > cursor) rest.push([cursor, holeStart]);
      cursor = Math.max(cursor, holeEnd);
      if (cursor >= end) break;
    }
    if (cursor < end) rest.push([cursor, end]);
  }
  return rest;
}

const wholeMs = (intervals: readonly WatchedInterval[]): WatchedInterval[] =>
  mergeIntervals(intervals.map(([start, end]) => [Math.max(0, Math.round(start)), Math.max(0, Math.round(end))] as WatchedInterval));

/** The element's `played` (or any TimeRanges) in ms of media time. */
export function timeRangesMs(ranges: { length: number; start(index: number): number; end(index: number): number }): WatchedInterval[] {
  const intervals: WatchedInterval[] = [];
  for (let index = 0; index < ranges.length; index++) intervals.push([ranges.start(index) * 1000, ranges.end(index) * 1000]);
  return wholeMs(intervals);
}

export class WatchTracker {
  /** The union of every `played` snapshot seen (a new source empties the element's ranges); null: the element gave none. */
  private elementPlayed: WatchedInterval[] | null = null;
  /** The fallback: stretches the steps counted, closed ones. */
  private stepped: WatchedInterval[] = [];
  /** Where the open stepped stretch began, while playing and not seeking; null otherwise. */
  private openFrom: number | null = null;
  /** Everything take() has answered: never answered twice. */
  private reported: WatchedInterval[] = [];
  /** The playhead as last seen, ms. */
  private position: number;
  /** Wall-clock time the playhead was last seen while playing. */
  private seenAt: number;
  private rate = 1;
  /** The rate before the last change: the first step after a change may have run at either. */
  private stepRate = 1;
  private playing = false;
  private seeking = false;
  /** Wall-clock ms spent playing since the tracker began (learningDuration's share of this visit). */
  private playedWallMs = 0;
  private lastReportAt: number;

  constructor(startPositionMs: number, now: number) {
    this.position = Math.max(0, startPositionMs);
    this.lastReportAt = now;
    this.seenAt = now;
  }

  /** The element's `played` ranges, ms (timeRangesMs): the truth of what was watched. Give them at every event. */
  observePlayed(ranges: readonly WatchedInterval[]): void {
    this.elementPlayed = wholeMs([...(this.elementPlayed ?? []), ...ranges]);
  }

  /** Playback started (or resumed) at this position. */
  play(positionMs: number, now: number): null {
    this.playing = true;
    this.position = Math.max(0, positionMs);
    this.seenAt = now;
    if (!this.seeking) this.openFrom ??= this.position;
    return null;
  }

  /** The playhead moved during playback; a step further than the time allows closes the stretch where it was. */
  timeupdate(positionMs: number, now: number): ReportReason | null {
    if (this.seeking) return null;
    if (!this.playing) {
      this.position = positionMs;
      return null;
    }
    const elapsed = Math.max(0, now - this.seenAt);
    this.playedWallMs += elapsed;
    this.seenAt = now;
    const moved = positionMs - this.position;
    const allowed = elapsed * Math.max(this.rate, this.stepRate) + STEP_SLACK_MS;
    this.stepRate = this.rate;
    if (moved >= 0 && moved <= allowed) {
      this.position = positionMs;
      this.openFrom ??= positionMs;
      return null;
    }
    return this.jumpTo(positionMs);
  }

  /** A seek began: the playhead leaves from where it was last seen. */
  seekingStarted(): null {
    this.closeAt(this.position);
    this.seeking = true;
    return null;
  }

  /** The seek landed: far forward or any way back is reported. */
  seeked(positionMs: number, now: number): ReportReason | null {
    this.seeking = false;
    const reason = this.jumpReason(positionMs);
    this.position = positionMs;
    this.seenAt = now;
    if (this.playing) this.openFrom = positionMs;
    return reason;
  }

  /** Paused. The position it carries may already be a seek's target (plyr's bar): it counts only as a step. */
  pause(positionMs: number, now: number): ReportReason {
    this.stopAt(positionMs, now);
    return 'pause';
  }

  ended(positionMs: number, now: number): ReportReason {
    this.stopAt(positionMs, now);
    return 'ended';
  }

  /** The playback rate changed: more media time per second may pass without it being a jump. */
  rateChange(rate: number): null {
    this.stepRate = Math.max(this.stepRate, this.rate);
    this.rate = rate > 0 ? rate : 1;
    return null;
  }

  /** Whether the heartbeat is due: playing, and nothing was reported for HEARTBEAT_MS. */
  heartbeat(now: number): ReportReason | null {
    return this.playing && now - this.lastReportAt >= HEARTBEAT_MS ? 'heartbeat' : null;
  }

  /** The playhead as last seen: the resume position to report. */
  get positionMs(): number {
    return this.position;
  }

  /** Wall-clock ms spent playing during this visit. */
  get playedMs(): number {
    return Math.round(this.playedWallMs);
  }

  /**
   * The stretches watched and not yet answered, merged, whole ms: from the element's `played`
   * ranges when it gave any, else from the steps (an open stretch is cut at the playhead and goes
   * on from there). Empty when nothing new was played.
   */
  take(now: number): WatchedInterval[] {
    if (this.openFrom !== null) {
      this.closeAt(this.position);
      this.openFrom = this.position;
    }
    const watched = this.elementPlayed ?? wholeMs(this.stepped);
    const fresh = subtractIntervals(watched, this.reported);
    this.reported = mergeIntervals([...this.reported, ...fresh]);
    this.lastReportAt = now;
    return fresh;
  }

  private jumpTo(positionMs: number): ReportReason | null {
    this.closeAt(this.position);
    const reason = this.jumpReason(positionMs);
    this.position = positionMs;
    this.openFrom = positionMs;
    return reason;
  }

  private jumpReason(positionMs: number): ReportReason | null {
    if (positionMs < this.position) return 'backwards';
    return positionMs - this.position > REPORT_JUMP_MS ? 'jump' : null;
  }

  private stopAt(positionMs: number, now: number): void {
    if (this.playing && !this.seeking) this.timeupdate(positionMs, now);
    this.closeAt(this.position);
    this.openFrom = null;
    this.playing = false;
  }

  private closeAt(endMs: number): void {
    if (this.openFrom !== null && endMs > this.openFrom) this.stepped = mergeIntervals([...this.stepped, [this.openFrom, endMs]]);
    this.openFrom = null;
  }
}
