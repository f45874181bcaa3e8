// Renders the page's toasts ($toasts) without a framework, so pages without islands stay light
// and every island's messages appear in one place, announced to screen readers.
import { $toasts, dismissToast, type ToastKind } from '../../stores/ui';

const TONE: Record<ToastKind, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-800',
  error: 'border-rose-300 bg-rose-50 text-rose-800',
  info: 'border-slate-300 bg-white text-slate-800',
};

export function mountToaster(doc: Document = document) {
  const region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.dataset.toaster = '';
  region.className = 'pointer-events-none fixed inset-x-0 top-4 bottom-auto z-[100] m-0 flex w-full flex-col items-center gap-2 overflow-visible border-0 bg-transparent px-4';
  // A manual popover lives in the top layer: toasts stay visible above an open <dialog> modal.
  const topLayer = typeof region.showPopover === 'function';
  if (topLayer) region.popover = 'manual';
  doc.body.append(region);
  $toasts.subscribe((toasts) => {
    if (topLayer) {
      // Re-shown on every change, so it is the newest entry of the top layer, above any modal opened since.
      if (region.matches(':popover-open')) region.hidePopover();
      if (toasts.length > 0) region.showPopover();
    }
    region.replaceChildren(
      ...toasts.map((toast) => {
        const item = doc.createElement('div');
        item.className = `pointer-events-auto flex max-w-md items-start gap-3 rounded-lg border px-4 py-2 text-sm shadow-md ${TONE[toast.kind]}`;
        item.dataset.toast = toast.kind;
        const text = doc.createElement('span');
        text.textContent = toast.message;
        const close = doc.createElement('button');
        close.type = 'button';
        close.textContent = '×';
        close.className = 'ml-auto leading-none opacity-60 hover:opacity-100';
        close.setAttribute('aria-label', 'close');
        close.addEventListener('click', () => dismissToast(toast.id));
        item.append(text, close);
        return item;
      }),
    );
  });
}
