// The panel's writing drawer (spec 2 §4, §9: Q&A 528, notes 700, comments 620 pixels high, never
// taller than the screen): a native <dialog> rising from the bottom, so focus stays inside and
// Escape asks the owner to close (which may first ask to keep a draft).
import { type ReactNode, useId } from 'react';
import { useModalDialog } from '../../islands/ui/useModalDialog';
import { useT } from '../../islands/useT';

interface DrawerProps {
  open: boolean;
  title: string;
  height: number;
  onClose(): void;
  children: ReactNode;
}

export function Drawer({ open, title, height, onClose, children }: DrawerProps) {
  const t = useT();
  const dialog = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-drawer
      style={{ height: `min(${height}px, 92vh)` }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      className="mx-auto mt-auto mb-0 w-full max-w-2xl rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={t('common.close')} className="rounded p-1 text-2xl leading-none text-slate-500 hover:text-slate-900">
              ×
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
