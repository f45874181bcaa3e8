// Page-wide feedback shared by every island: toasts (spec 1 §8) and the one open modal.
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 3000;

export const $toasts = atom<Toast[]>([]);

let lastToastId = 0;

/**
 * Shows a toast and returns its id; it dismisses itself after `durationMs` (0 keeps it until
 * dismissed). The same toast already on screen is not stacked again (offline, every call of a page
 * fails at once with the same words): its id is returned.
 */
export function showToast({ kind, message, durationMs = TOAST_DURATION_MS }: { kind: ToastKind; message: string; durationMs?: number }): number {
  const shown = $toasts.get().find((toast) => toast.kind === kind && toast.message === message);
  if (shown) return shown.id;
  const id = ++lastToastId;
  $toasts.set([...$toasts.get(), { id, kind, message }]);
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** The open modal, by name, with what it shows: one at a time across every island of the page. */
export interface ModalState<Props = unknown> {
  name: string;
  props: Props;
}

export const $modal = atom<ModalState | null>(null);

export function openModal<Props>(name: string, props: Props): void {
  $modal.set({ name, props });
}

/** Closes the named modal only: a dialog that closes because another opened must not close that one. */
export function closeModal(name: string): void {
  if ($modal.get()?.name === name) $modal.set(null);
}

/** The named modal's props while it is the open one. */
export function modalProps<Props>(modal: ModalState | null, name: string): Props | undefined {
  return modal?.name === name ? (modal.props as Props) : undefined;
}
