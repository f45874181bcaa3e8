import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal, $toasts, dismissToast, showToast, TOAST_DURATION_MS } from '../../../src/stores/ui';

beforeEach(() => {
  vi.useFakeTimers();
  $toasts.set([]);
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows toasts in order, each with its own id', () => {
    const first = showToast({ kind: 'error', message: 'wrong code' });
    const second = showToast({ kind: 'success', message: 'login successful' });
    expect(first).not.toBe(second);
    expect($toasts.get()).toEqual([
      { id: first, kind: 'error', message: 'wrong code' },
      { id: second, kind: 'success', message: 'login successful' },
    ]);
  });

  it('dismisses a toast by id', () => {
    const id = showToast({ kind: 'info', message: 'hello' });
    showToast({ kind: 'warning', message: 'stay' });
    dismissToast(id);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['stay']);
  });

  it('dismisses itself after its duration, unless the duration is 0', () => {
    showToast({ kind: 'info', message: 'goes' });
    showToast({ kind: 'info', message: 'stays', durationMs: 0 });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['stays']);
  });
});

describe('modal placeholder', () => {
  it('holds no modal at first', () => {
    expect($modal.get()).toBeNull();
  });
});
