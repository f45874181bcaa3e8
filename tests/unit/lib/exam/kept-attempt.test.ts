// An attempt kept on the device and two tabs in step (issue 28 items 2 and 3): which copy of an
// answer wins between tabs, which kept attempt a screen may open and when, and its deadline offline.
// What the status line says of them is in attempt-state.test.ts.
import { describe, expect, it } from 'vitest';
import { keptAttemptFits, keptDeadline, opensFromDevice, type KeptAttempt } from '../../../../src/lib/exam/kept-attempt';
import { takesOver, type OutboxEntry } from '../../../../src/lib/exam/outbox';

const entry = (clientSeq: number, content: string, saved = false): OutboxEntry => ({ questionId: 7, clientSeq, saved, answer: { content, optionList: [] } });

describe('takesOver: the copy of an answer another tab (or the journal) sends', () => {
  it('replaces the held one only when it is a later change', () => {
    expect(takesOver(undefined, entry(1, 'A'))).toBe(true);
    expect(takesOver(entry(4, 'A'), entry(5, 'B'))).toBe(true);
    // The other tab's older answer never overwrites this tab's later one.
    expect(takesOver(entry(5, 'B'), entry(4, 'A'))).toBe(false);
    expect(takesOver(entry(5, 'B', true), entry(4, 'A', true))).toBe(false);
  });

  it('takes the same version only to say it is saved, never to unsave it', () => {
    expect(takesOver(entry(5, 'B'), entry(5, 'B', true))).toBe(true);
    expect(takesOver(entry(5, 'B', true), entry(5, 'B'))).toBe(false);
    expect(takesOver(entry(5, 'B'), entry(5, 'B'))).toBe(false);
  });
});

const kept: KeptAttempt = { answerLogId: 31, workId: 12, kind: 'test', xskt: false, userId: 'demo-u-1002', paper: {}, startedAt: 1_000, deadlineTime: 1_801_000, offset: -5_000 };

describe('which kept attempt opens', () => {
  const wanted = { userId: 'demo-u-1002', kind: 'test' as const, workId: 12, xskt: false, answerLogId: 31 };

  it("opens the student's own attempt of the work the address names", () => {
    expect(keptAttemptFits(kept, wanted)).toBe(true);
    expect(keptAttemptFits(kept, { ...wanted, answerLogId: undefined })).toBe(true);
  });

  it("never another student's, another work's or another attempt's, nor one for nobody signed in", () => {
    expect(keptAttemptFits(kept, { ...wanted, userId: 'demo-u-1001' })).toBe(false);
    expect(keptAttemptFits(kept, { ...wanted, userId: '' })).toBe(false);
    expect(keptAttemptFits({ ...kept, userId: '' }, { ...wanted, userId: '' })).toBe(false);
    expect(keptAttemptFits(kept, { ...wanted, workId: 13 })).toBe(false);
    expect(keptAttemptFits(kept, { ...wanted, kind: 'homework' })).toBe(false);
    expect(keptAttemptFits(kept, { ...wanted, xskt: true })).toBe(false);
    expect(keptAttemptFits(kept, { ...wanted, answerLogId: 30 })).toBe(false);
  });

  it('opens from the device when the connection or the server failed, not when the server refused', () => {
    expect(opensFromDevice('offline')).toBe(true);
    expect(opensFromDevice('server')).toBe(true);
    expect(opensFromDevice('refused')).toBe(false);
  });

  it("keeps a test's deadline on the local clock from the saved offset; none for homework and xskt", () => {
    expect(keptDeadline(kept)).toBe(1_796_000);
    expect(keptDeadline({ ...kept, kind: 'homework' })).toBeUndefined();
    expect(keptDeadline({ ...kept, xskt: true })).toBeUndefined();
    expect(keptDeadline({ ...kept, deadlineTime: null })).toBeUndefined();
  });
});
