// The one modal primitive of the islands and the study widget: a native <dialog> (focus kept inside, Escape closes),
// page scrolling locked while it is open (spec 1 §4: album and micro-classroom overlays).
import type { ReactNode } from 'react';
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
  const { ref, onCancel, nameId } = useModalDialog(open, onClose);

  return (
    <dialog
      ref={ref}
      aria-labelledby={nameId}
      // React passes a nested dialog's close up the component tree, although the native event does
      // not bubble: a confirmation closing inside the album must not close the album.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={onCancel}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes.
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60`}
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <TitleBar id={nameId} title={title} closeLabel={closeLabel} onClose={onClose} />
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/** A dialog's heading (its accessible name, by `id`) and its close ×: the Modal's and the study panel's Drawer's. */
export function TitleBar({ id, title, closeLabel, onClose }: { id: string; title: string; closeLabel: string; onClose(): void }) {
  return (
    <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded p-1 text-2xl leading-none text-slate-500 hover:text-slate-900">
        ×
      </button>
    </div>
  );
}
