import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS, REPORT_JUMP_MS, WatchTracker } from '../../../../src/lib/study/watch-tracker';

/** Plays from `from` to `to` in steps of 250 ms of media time at `rate`, starting at wall time `now`; answers the wall time after. */
function playThrough(tracker: WatchTracker, from: number, to: number, now: number, rate = 1): number {
  let clock = now;
  tracker.play(from, clock);
  for (let position = from + 250; position <= to; position += 250) {
    clock += 250 / rate;
    expect(tracker.timeupdate(position, clock)).toBeNull();
  }
  return clock;
}

describe('the watch tracker', () => {
  it('counts a stretch played straight through, reported on pause', () => {
    const tracker = new WatchTracker(0, 0);
    const now = playThrough(tracker, 0, 3000, 0);
    expect(tracker.pause(3000, now)).toBe('pause');
    expect(tracker.take(now)).toEqual([[0, 3000]]);
    expect(tracker.take(now)).toEqual([]);
    expect(tracker.playedMs).toBe(3000);
    expect(tracker.positionMs).toBe(3000);
  });

  it('does not count a seek as watching: the stretch ends where the playhead left and starts where it lands', () => {
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 2000, 0);
    expect(tracker.seekingStarted()).toBeNull();
    expect(tracker.timeupdate(60_000, now)).toBeNull(); // ignored while seeking
    expect(tracker.seeked(60_000, now)).toBe('jump');
    now += 250;
    expect(tracker.timeupdate(60_250, now)).toBeNull();
    expect(tracker.take(now)).toEqual([
      [0, 2000],
      [60_000, 60_250],
    ]);
  });

  it('reports a short forward seek with the next report only, and any seek backwards at once', () => {
    const tracker = new WatchTracker(0, 0);
    const now = playThrough(tracker, 0, 5000, 0);
    tracker.seekingStarted();
    expect(tracker.seeked(5000 + REPORT_JUMP_MS, now)).toBeNull();
    tracker.seekingStarted();
    expect(tracker.seeked(1000, now)).toBe('backwards');
    expect(tracker.take(now)).toEqual([[0, 5000]]);
  });

  it('dragging to the end while paused watches nothing', () => {
    const tracker = new WatchTracker(1500, 0);
    tracker.seekingStarted();
    expect(tracker.seeked(4000, 10)).toBeNull();
    expect(tracker.ended(4000, 20)).toBe('ended');
    expect(tracker.take(20)).toEqual([]);
    expect(tracker.positionMs).toBe(4000);
  });

  it('treats a playhead that moved further than the time allows as a jump the page never heard of', () => {
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 1000, 0);
    now += 250;
    expect(tracker.timeupdate(30_000, now)).toBe('jump');
    now += 250;
    tracker.timeupdate(30_250, now);
    now += 250;
    expect(tracker.timeupdate(500, now)).toBe('backwards');
    expect(tracker.take(now)).toEqual([
      [0, 1000],
      [30_000, 30_250],
    ]);
  });

  it('accepts a faster playhead at a faster rate', () => {
    const tracker = new WatchTracker(0, 0);
    tracker.rateChange(2);
    const now = playThrough(tracker, 0, 4000, 0, 2);
    expect(tracker.ended(4000, now)).toBe('ended');
    expect(tracker.take(now)).toEqual([[0, 4000]]);
    expect(tracker.playedMs).toBe(2000);
    // A rate of 0 or less is read as normal speed.
    tracker.rateChange(0);
    const later = playThrough(tracker, 0, 1000, now);
    expect(tracker.take(later)).toEqual([[0, 1000]]);
  });

  it('cuts the open stretch at a report and goes on from there, so nothing is sent twice', () => {
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 1000, 0);
    expect(tracker.take(now)).toEqual([[0, 1000]]);
    now += 250;
    tracker.timeupdate(1250, now);
    expect(tracker.take(now)).toEqual([[1000, 1250]]);
  });

  it('asks for a heartbeat report while playing only', () => {
    const tracker = new WatchTracker(0, 0);
    expect(tracker.heartbeat(HEARTBEAT_MS)).toBeNull();
    tracker.play(0, 0);
    expect(tracker.heartbeat(HEARTBEAT_MS - 1)).toBeNull();
    expect(tracker.heartbeat(HEARTBEAT_MS)).toBe('heartbeat');
    tracker.take(HEARTBEAT_MS);
    expect(tracker.heartbeat(HEARTBEAT_MS + 1)).toBeNull();
  });

  it('follows the playhead while paused without counting it, and starts no stretch during a seek', () => {
    const tracker = new WatchTracker(-5, 0);
    expect(tracker.positionMs).toBe(0);
    expect(tracker.timeupdate(2000, 10)).toBeNull();
    expect(tracker.positionMs).toBe(2000);
    tracker.seekingStarted();
    tracker.play(2000, 20);
    expect(tracker.pause(2000, 30)).toBe('pause');
    expect(tracker.seeked(2500, 40)).toBeNull();
    expect(tracker.take(40)).toEqual([]);
  });

  it('a pause during a seek closes nothing new', () => {
    const tracker = new WatchTracker(0, 0);
    const now = playThrough(tracker, 0, 1000, 0);
    tracker.seekingStarted();
    tracker.pause(3000, now);
    expect(tracker.take(now)).toEqual([[0, 1000]]);
  });
});
