import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS, REPORT_JUMP_MS, STEP_SLACK_MS, subtractIntervals, timeRangesMs, WatchTracker } from '../../../../src/lib/study/watch-tracker';

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
    // A rate of 0 or less is read as normal speed; what was already answered is not answered again.
    tracker.rateChange(0);
    const later = playThrough(tracker, 0, 5000, now + 1000);
    expect(tracker.take(later)).toEqual([[4000, 5000]]);
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

/** A TimeRanges of seconds, as media.played answers. */
const ranges = (...pairs: [number, number][]) => ({ length: pairs.length, start: (index: number) => pairs[index]![0], end: (index: number) => pairs[index]![1] });

describe('the watch tracker, issue 25 row 9: a press of plyr’s bar is a seek, never watching', () => {
  it('the issue’s case by its steps: playing, the bar pressed at 50 % moves the playhead before the pause arrives', () => {
    // 4 s clip; timeupdates every 250 ms; at 1.516 s the bar is pressed at 2.0 s: plyr pauses and
    // sets currentTime in one go, so 'pause' carries 1997; then seeking, seeked, play, and a pause at 2.649.
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 1500, 0);
    now += 16;
    expect(tracker.pause(1997, now)).toBe('pause');
    expect(tracker.take(now)).toEqual([[0, 1500]]);
    tracker.seekingStarted();
    expect(tracker.seeked(1997, now + 30)).toBeNull();
    now = playThrough(tracker, 1997, 2497, now + 40);
    now += 150;
    tracker.pause(2649, now);
    expect(tracker.take(now)).toEqual([[1997, 2649]]);
    expect(tracker.positionMs).toBe(2649);
  });

  it('the issue’s case by the element’s played ranges: exactly what the browser played, whatever the events said', () => {
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 1500, 0);
    tracker.observePlayed(timeRangesMs(ranges([0, 1.516])));
    // The pause carries the new position, and a step rule with a second of slack would have taken it as playing.
    expect(tracker.pause(1997, (now += 16))).toBe('pause');
    expect(tracker.take(now)).toEqual([[0, 1516]]);
    tracker.seekingStarted();
    tracker.seeked(1997, now + 30);
    now = playThrough(tracker, 1997, 2497, now + 40);
    tracker.observePlayed(timeRangesMs(ranges([0, 1.516], [1.997, 2.649])));
    tracker.pause(2649, now + 150);
    expect(tracker.take(now + 150)).toEqual([[1997, 2649]]);
  });

  it('a drag to near the end while playing counts only what played on either side', () => {
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 1000, 0);
    // mousedown: pause (reported) with the playhead already at 57 s; the drag's input events seek on.
    expect(tracker.pause(57_000, now + 5)).toBe('pause');
    expect(tracker.positionMs).toBe(57_000);
    tracker.seekingStarted();
    tracker.seeked(57_000, now + 20);
    tracker.seekingStarted();
    expect(tracker.seeked(58_000, now + 60)).toBeNull();
    now = playThrough(tracker, 58_000, 60_000, now + 100);
    tracker.ended(60_000, now);
    expect(tracker.take(now)).toEqual([
      [0, 1000],
      [58_000, 60_000],
    ]);
  });

  it('a short press a little ahead, under a second, is not watching either', () => {
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 10_000, 0);
    tracker.pause(10_800, now + 10);
    tracker.seekingStarted();
    tracker.seeked(10_800, now + 20);
    now = playThrough(tracker, 10_800, 11_800, now + 30);
    tracker.pause(11_800, now);
    expect(tracker.take(now)).toEqual([
      [0, 10_000],
      [10_800, 11_800],
    ]);
  });

  it('a step is allowed no more than the elapsed time at the rate plus the slack, a pause’s position alike', () => {
    const tracker = new WatchTracker(0, 0);
    tracker.play(0, 0);
    expect(tracker.timeupdate(250 + STEP_SLACK_MS, 250)).toBeNull();
    expect(tracker.timeupdate(500 + STEP_SLACK_MS + 251, 500)).toBeNull(); // a jump of a little: not 'jump', but closed
    tracker.pause(2000, 600);
    expect(tracker.take(600)).toEqual([[0, 500]]);
  });

  it('a stall: wall time passes, the playhead stays, nothing more is counted; after it, playing goes on', () => {
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 2000, 0);
    expect(tracker.timeupdate(2000, (now += 5000))).toBeNull();
    expect(tracker.take(now)).toEqual([[0, 2000]]);
    now += 250;
    tracker.timeupdate(2250, now);
    tracker.pause(2250, now);
    expect(tracker.take(now)).toEqual([[2000, 2250]]);
  });

  it('a rate change: the step right after it may run at the higher of both rates, then at the new one', () => {
    const tracker = new WatchTracker(0, 0);
    let now = playThrough(tracker, 0, 1000, 0);
    tracker.rateChange(2);
    now = playThrough(tracker, 1000, 3000, now, 2);
    tracker.rateChange(0.75);
    // 250 ms of wall time just after the change: up to 2 × 250 + slack.
    expect(tracker.timeupdate(3500, (now += 250))).toBeNull();
    // Then 0.75 × 250 + slack = 437.5: a step of 500 is too far.
    expect(tracker.timeupdate(4000, (now += 250))).toBeNull();
    tracker.pause(4000, now);
    expect(tracker.take(now)).toEqual([[0, 3500]]);
  });

  it('played ranges from a reloaded source (a quality switch empties them) add up; nothing is answered twice', () => {
    const tracker = new WatchTracker(0, 0);
    tracker.observePlayed([[0, 5000]]);
    expect(tracker.take(10)).toEqual([[0, 5000]]);
    tracker.observePlayed([[5000, 8000]]);
    tracker.observePlayed([[5000, 9000]]);
    expect(tracker.take(20)).toEqual([[5000, 9000]]);
    tracker.observePlayed([[0, 9500]]);
    expect(tracker.take(30)).toEqual([[9000, 9500]]);
    expect(tracker.take(40)).toEqual([]);
  });

  it('once the element gives played ranges, the steps do not count: an element that played nothing watched nothing', () => {
    const tracker = new WatchTracker(0, 0);
    const now = playThrough(tracker, 0, 2000, 0);
    tracker.observePlayed([]);
    tracker.pause(2000, now);
    expect(tracker.take(now)).toEqual([]);
  });
});

describe('interval helpers of the tracker', () => {
  it('subtracts covered stretches', () => {
    expect(subtractIntervals([[0, 10]], [[2, 3], [5, 7]])).toEqual([
      [0, 2],
      [3, 5],
      [7, 10],
    ]);
    expect(subtractIntervals([[0, 10], [20, 30]], [[-5, 25]])).toEqual([[25, 30]]);
    expect(subtractIntervals([[0, 10]], [])).toEqual([[0, 10]]);
    expect(subtractIntervals([], [[0, 10]])).toEqual([]);
    expect(subtractIntervals([[0, 10]], [[0, 10]])).toEqual([]);
  });

  it('reads TimeRanges in whole ms, merged', () => {
    expect(timeRangesMs(ranges([0, 1.5164], [1.4, 2]))).toEqual([[0, 2000]]);
    expect(timeRangesMs(ranges())).toEqual([]);
  });
});
