// What the player has really played (spec 3 §4 Video, §9; issue 13 item 2): a pure tracker fed
// the media element's events (positions in ms of media time, `now` in ms of wall-clock time) that
// yields the stretches watched since its last report. A seek is a jump, not watching: a stretch
// ends where the playhead was before the jump and the next starts where it lands; a timeupdate
// that moved further than the elapsed time at the current rate allows is such a jump too (a seek
// the page never heard of). The caller sends what take() answers; the server merges it with the
// stored stretches (watched-intervals.ts), so the same stretch sent twice counts once.
import { mergeIntervals, type WatchedInterval } from './watched-intervals';

/** A forward jump longer than this, and any jump backwards, is reported at once (spec 3 §9). */
export const REPORT_JUMP_MS = 10_000;

/** While playing, a report at least this often, so a crash or a closed laptop loses little. */
export const HEARTBEAT_MS = 20_000;

/** Slack on top of elapsed × rate before a move of the playhead counts as a jump (timer jitter, a late timeupdate). */
export const PLAY_SLACK_MS = 1_000;

/** Why the player should send a report now. */
export type ReportReason = 'pause' | 'ended' | 'jump' | 'backwards' | 'heartbeat';

export class WatchTracker {
  /** Stretches closed since the last take(). */
  private closed: WatchedInterval[] = [];
  /** Where the open stretch began, while playing and not seeking; null otherwise. */
  private openFrom: number | null = null;
  /** The playhead as last seen, ms. */
  private position: number;
  /** Wall-clock time of the last event that moved the playhead while playing. */
  private seenAt: number;
  private rate = 1;
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

  /** Playback started (or resumed) at this position. */
  play(positionMs: number, now: number): null {
    this.playing = true;
    this.position = Math.max(0, positionMs);
    this.seenAt = now;
    if (!this.seeking) this.openFrom ??= this.position;
    return null;
  }

  /** The playhead moved during playback; a jump closes the stretch at the last position seen. */
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
    if (moved >= 0 && moved <= elapsed * this.rate + PLAY_SLACK_MS) {
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
   * The stretches watched since the last take(), merged; an open stretch is cut at the playhead
   * and goes on from there. Empty when nothing new was played.
   */
  take(now: number): WatchedInterval[] {
    if (this.openFrom !== null) {
      this.closeAt(this.position);
      this.openFrom = this.position;
    }
    const taken = mergeIntervals(this.closed.map(([start, end]) => [Math.round(start), Math.round(end)] as WatchedInterval));
    this.closed = [];
    this.lastReportAt = now;
    return taken;
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
    this.playing = false;
  }

  private closeAt(endMs: number): void {
    if (this.openFrom !== null && endMs > this.openFrom) this.closed.push([this.openFrom, endMs]);
    this.openFrom = null;
  }
}
