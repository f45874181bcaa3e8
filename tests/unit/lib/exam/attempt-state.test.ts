// What the answering screen says about the attempt (issue 25 row 3): the trouble a failed call is
// sorted into, and the state and message for every phase.
import { describe, expect, it } from 'vitest';
import { attemptState, secondsUntil, submitDespiteRefusal, troubleOf, type AttemptStateInput } from '../../../../src/lib/exam/attempt-state';
import { createTranslator } from '../../../../src/i18n/runtime';

describe('troubleOf', () => {
  it('sorts refusals as final and everything else as retried: offline when the browser is, unreachable when no answer came', () => {
    expect(troubleOf({ reason: 'code', code: 40902 }, true)).toBe('refused');
    expect(troubleOf({ reason: 'token', code: 40001 }, true)).toBe('refused');
    expect(troubleOf({ reason: 'busy', code: 404 }, true)).toBe('refused');
    expect(troubleOf({ reason: 'busy', code: 429 }, true)).toBe('server');
    expect(troubleOf({ reason: 'code', code: 429 }, true)).toBe('server');
    expect(troubleOf({ reason: 'busy', code: 503 }, true)).toBe('server');
    // No HTTP status while the browser says it is online: one bar of signal, or the server down.
    expect(troubleOf({ reason: 'busy', code: 0 }, true)).toBe('unreachable');
    expect(troubleOf({ reason: 'busy', code: 0 }, false)).toBe('offline');
    expect(troubleOf({ reason: 'cancelled', code: 0 }, false)).toBe('offline');
    expect(troubleOf(new TypeError('Failed to fetch'), true)).toBe('unreachable');
    // An answer that was not the API's (a proxy's page): the server side's trouble.
    expect(troubleOf({ reason: 'busy', code: 200 }, true)).toBe('server');
    expect(troubleOf(undefined, false)).toBe('offline');
  });

  it('lets the submit go after a save refused because the attempt is closed, and only then', () => {
    expect(submitDespiteRefusal(40901)).toBe(true);
    expect(submitDespiteRefusal(40902)).toBe(true);
    expect(submitDespiteRefusal(400)).toBe(false);
    expect(submitDespiteRefusal(undefined)).toBe(false);
  });
});

describe('attemptState', () => {
  const base: AttemptStateInput = { phase: 'answering', pending: 0, sending: 0, trouble: undefined, retryAt: undefined, now: 10_000, hadTrouble: false };
  const zh = createTranslator('zh-CN');
  const en = createTranslator('en');
  const said = (input: Partial<AttemptStateInput>) => {
    const state = attemptState({ ...base, ...input });
    return { name: state.name, tone: state.tone, retry: state.retry, zh: zh(state.message.key, state.message.params), en: en(state.message.key, state.message.params) };
  };

  it('answering: saved, saving, and kept on the device with the reason', () => {
    expect(said({})).toMatchObject({ name: 'saved', tone: 'ok', zh: '答案已保存', en: 'Answers saved' });
    expect(said({ hadTrouble: true })).toMatchObject({ name: 'saved', zh: '网络已恢复，所有答案均已保存' });
    expect(said({ pending: 1, sending: 1 })).toMatchObject({ name: 'saving', tone: 'ok' });
    expect(said({ pending: 2, trouble: 'offline' })).toMatchObject({ name: 'save-offline', tone: 'warning', retry: false });
    expect(said({ pending: 2, trouble: 'server', retryAt: 13_500 })).toMatchObject({ name: 'save-server', tone: 'warning', retry: true, zh: expect.stringContaining('4秒后重试'), en: expect.stringContaining('in 4 s') });
    expect(said({ pending: 2, trouble: 'server' })).toMatchObject({ name: 'save-server', zh: expect.stringContaining('正在重试') });
    expect(said({ pending: 1, trouble: 'refused', refusal: '本次作答已提交，不能再修改答案' })).toMatchObject({ name: 'save-refused', tone: 'error', zh: expect.stringContaining('本次作答已提交') });
    expect(said({ pending: 1, trouble: 'unreachable', retryAt: 13_500 })).toMatchObject({
      name: 'save-unreachable',
      tone: 'warning',
      retry: true,
      zh: '连不上服务器，可能是网络信号弱：答案已保存在本机，4秒后重试，可以继续作答',
      en: expect.stringContaining('Cannot reach the server'),
    });
    expect(said({ pending: 1, trouble: 'unreachable' })).toMatchObject({ name: 'save-unreachable', zh: expect.stringContaining('正在重试') });
    // A trouble with nothing left to send is over.
    expect(said({ trouble: 'server' })).toMatchObject({ name: 'saved' });
  });

  it('submitting: saving first, sending, waiting with the reason and the seconds, submitted, failed', () => {
    expect(said({ phase: 'saving', pending: 1, sending: 1 })).toMatchObject({ name: 'submit-saving', zh: '正在保存答案，随后交卷…' });
    expect(said({ phase: 'saving', pending: 1, trouble: 'offline' })).toMatchObject({ name: 'submit-offline', zh: '网络已断开：恢复连接后将自动交卷，请勿关闭页面' });
    expect(said({ phase: 'saving', pending: 1, trouble: 'server', retryAt: 12_000 })).toMatchObject({ name: 'submit-server', retry: true, zh: expect.stringContaining('2秒后自动重试') });
    expect(said({ phase: 'sending' })).toMatchObject({ name: 'submit-sending', zh: '正在交卷…', en: 'Submitting…' });
    expect(said({ phase: 'waiting', trouble: 'offline' })).toMatchObject({ name: 'submit-offline', tone: 'warning', retry: false });
    expect(said({ phase: 'waiting', trouble: 'server', retryAt: 18_000 })).toMatchObject({ name: 'submit-server', retry: true, zh: '服务器暂时不可用，尚未交卷：答案已保存，8秒后自动重试，请勿关闭页面', en: expect.stringContaining('trying again in 8 s') });
    expect(said({ phase: 'saving', pending: 1, trouble: 'unreachable', retryAt: 12_000 })).toMatchObject({ name: 'submit-unreachable', retry: true, zh: expect.stringContaining('连不上服务器') });
    expect(said({ phase: 'waiting', trouble: 'unreachable', retryAt: 18_000 })).toMatchObject({
      name: 'submit-unreachable',
      retry: true,
      zh: '连不上服务器，可能是网络信号弱，尚未交卷：答案已保存，8秒后自动重试，请勿关闭页面',
      en: expect.stringContaining('trying again in 8 s'),
    });
    expect(said({ phase: 'waiting', trouble: 'unreachable' })).toMatchObject({ name: 'submit-unreachable', zh: expect.stringContaining('正在重试') });
    expect(said({ phase: 'submitted' })).toMatchObject({ name: 'submitted', zh: '交卷成功' });
    expect(said({ phase: 'failed' })).toMatchObject({ name: 'failed', tone: 'error', zh: '提交失败，请联系管理员', en: 'Submit failed, please contact the administrator' });
  });

  it('opened offline (issue 28): says so until a call goes through; an answer given then is kept on the device', () => {
    expect(said({ openedOffline: true })).toMatchObject({ name: 'opened-offline', tone: 'warning', zh: '离线打开：题目和答案来自本机，可以继续作答，恢复连接后自动保存', en: expect.stringContaining('Opened offline') });
    expect(said({ openedOffline: true, pending: 1, sending: 1 })).toMatchObject({ name: 'opened-offline' });
    expect(said({ openedOffline: true, pending: 1, trouble: 'offline' })).toMatchObject({ name: 'save-offline' });
    expect(said({ openedOffline: false, hadTrouble: true })).toMatchObject({ name: 'saved', zh: '网络已恢复，所有答案均已保存' });
  });

  it('a queued submit (issue 28): queued while it waits for the connection, then submitting and submitted', () => {
    expect(said({ phase: 'saving', queued: true, pending: 1, trouble: 'offline' })).toMatchObject({ name: 'submit-queued', tone: 'warning', retry: false, zh: '交卷已在本机排队：恢复连接后自动交卷', en: 'Submit queued on this device: it is sent as soon as the connection is back' });
    expect(said({ phase: 'saving', queued: true, openedOffline: true })).toMatchObject({ name: 'submit-queued' });
    expect(said({ phase: 'waiting', queued: true, trouble: 'offline' })).toMatchObject({ name: 'submit-queued' });
    // The server answering 5xx is not the connection: its own words, with Retry now.
    expect(said({ phase: 'waiting', queued: true, trouble: 'server', retryAt: 12_000 })).toMatchObject({ name: 'submit-server', retry: true });
    expect(said({ phase: 'sending', queued: true })).toMatchObject({ name: 'submit-sending' });
    expect(said({ phase: 'submitted', queued: true })).toMatchObject({ name: 'submitted', zh: '交卷成功' });
    // A page that opened online and lost the connection says what it always said.
    expect(said({ phase: 'waiting', trouble: 'offline' })).toMatchObject({ name: 'submit-offline' });
  });

  it('counts the seconds up, never below zero', () => {
    expect(secondsUntil(undefined, 0)).toBeUndefined();
    expect(secondsUntil(1_001, 0)).toBe(2);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });
});
