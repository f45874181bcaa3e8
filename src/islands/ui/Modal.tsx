// The one modal primitive of the islands: a native <dialog> (focus kept inside, Escape closes),
// page scrolling locked while it is open (spec 1 §4: album and micro-classroom overlays).
import { type ReactNode, useId } from 'react';
import { useModalDialog } from './useModalDialog';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  width?: string;
  closeLabel: string;
}

export function Modal({ open, title, onClose, children, width = 'max-w-lg', closeLabel }: ModalProps) {
  const dialog = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // React passes a nested dialog's close and cancel up the component tree, although the native
      // events do not bubble: a confirmation closing inside the album must not close the album.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes.
        if (event.target === dialog.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60`}
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded p-1 text-2xl leading-none text-slate-500 hover:text-slate-900">
              ×
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
