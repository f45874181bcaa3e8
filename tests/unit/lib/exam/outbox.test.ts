import { describe, expect, it } from 'vitest';
import {
  RETRY_MAX_MS,
  announcedMinutes,
  clockOffset,
  confirmEntry,
  localDeadline,
  mergeAnswers,
  nextSeq,
  pendingEntries,
  retryDelay,
  saveState,
  type OutboxEntry,
} from '../../../../src/lib/exam/outbox';

const entry = (questionId: number, clientSeq: number, content: string, saved = false): OutboxEntry => ({ questionId, clientSeq, saved, answer: { content, optionList: [] } });

describe('merging the server and the journal', () => {
  it('keeps per question the higher clientSeq, the server on a tie', () => {
    const merged = mergeAnswers([entry(1, 5, 'server'), entry(2, 3, 'server'), entry(3, 2, 'server')], [entry(1, 6, 'journal'), entry(2, 2, 'journal'), entry(3, 2, 'journal'), entry(4, 1, 'journal')]);
    expect(merged.get(1)).toEqual(entry(1, 6, 'journal'));
    expect(merged.get(2)).toEqual(entry(2, 3, 'server', true));
    expect(merged.get(3)).toEqual(entry(3, 2, 'server', true));
    expect(merged.get(4)).toEqual(entry(4, 1, 'journal'));
  });
});

describe('sequence numbers', () => {
  it('start at 1 and go above every one known', () => {
    expect(nextSeq([])).toBe(1);
    expect(nextSeq([entry(1, 4, 'a'), entry(2, 9, 'b', true)])).toBe(10);
  });
});

describe('what is still to send', () => {
  it('is every unsaved entry, oldest change first', () => {
    expect(pendingEntries([entry(1, 7, 'a'), entry(2, 3, 'b', true), entry(3, 5, 'c')]).map((pending) => pending.questionId)).toEqual([3, 1]);
  });

  it('is confirmed only when the server holds the version sent or a newer one', () => {
    expect(confirmEntry(entry(1, 4, 'a'), 4, 4).saved).toBe(true);
    expect(confirmEntry(entry(1, 4, 'a'), 4, 6).saved).toBe(true);
    expect(confirmEntry(entry(1, 4, 'a'), 4, 3).saved).toBe(false);
    // Changed again while the save was on its way: the newer version is still to send.
    expect(confirmEntry(entry(1, 5, 'b'), 4, 4).saved).toBe(false);
  });

  it('shows saved, saving or not yet saved', () => {
    expect(saveState(undefined, false)).toBe('saved');
    expect(saveState(entry(1, 1, 'a', true), true)).toBe('saved');
    expect(saveState(entry(1, 1, 'a'), true)).toBe('saving');
    expect(saveState(entry(1, 1, 'a'), false)).toBe('unsaved');
  });
});

describe('retrying', () => {
  it('waits twice as long after each failure, at most 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, RETRY_MAX_MS, RETRY_MAX_MS, RETRY_MAX_MS]);
    expect(retryDelay(-3)).toBe(1_000);
  });
});

describe('the clock', () => {
  it('moves the server deadline onto a local clock that is wrong', () => {
    const offset = clockOffset(1_000_000, 1_000_000 + 3_600_000);
    expect(offset).toBe(3_600_000);
    expect(localDeadline(1_060_000, offset)).toBe(1_000_000 + 3_600_000 + 60_000);
    expect(localDeadline(1_060_000, clockOffset(1_000_000, 400_000))).toBe(460_000);
  });

  it('speaks at 10, 5 and 1 minutes left, once each', () => {
    expect(announcedMinutes(601, 600)).toBe(10);
    expect(announcedMinutes(600, 599)).toBeUndefined();
    expect(announcedMinutes(301, 300)).toBe(5);
    expect(announcedMinutes(61, 55)).toBe(1);
    expect(announcedMinutes(2000, 1999)).toBeUndefined();
  });
});
