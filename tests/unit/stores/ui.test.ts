import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal, $toasts, closeModal, dismissToast, modalProps, openModal, showToast, TOAST_DURATION_MS } from '../../../src/stores/ui';

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

  it('does not stack the same toast twice while it is shown; once gone, it shows again', () => {
    const first = showToast({ kind: 'error', message: 'offline' });
    expect(showToast({ kind: 'error', message: 'offline' })).toBe(first);
    showToast({ kind: 'warning', message: 'offline' });
    expect($toasts.get().map((toast) => toast.kind)).toEqual(['error', 'warning']);
    dismissToast(first);
    expect(showToast({ kind: 'error', message: 'offline' })).not.toBe(first);
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

describe('the open modal', () => {
  it('holds no modal at first', () => {
    expect($modal.get()).toBeNull();
  });

  it('is one at a time: opening another replaces it, and its props are read by name', () => {
    openModal('video', { src: '/a.mp4' });
    openModal('album', { itemId: 3 });
    expect(modalProps($modal.get(), 'video')).toBeUndefined();
    expect(modalProps($modal.get(), 'album')).toEqual({ itemId: 3 });
  });

  it('closes only by its own name, so a dialog closing because another opened leaves that one open', () => {
    openModal('consult', { subject: undefined });
    closeModal('preview');
    expect($modal.get()?.name).toBe('consult');
    closeModal('consult');
    expect($modal.get()).toBeNull();
  });
});
