// The panel's writing drawer (spec 2 §4, §9: Q&A 528, notes 700, comments 620 pixels high, never
// taller than the screen): a native <dialog> rising from the bottom, so focus stays inside and
// Escape asks the owner to close (which may first ask to keep a draft).
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { TitleBar } from '../../ui/Modal';
import { useModalDialog } from '../../ui/useModalDialog';
import { useT } from '../../ui/useT';

interface DrawerProps {
  open: boolean;
  title: string;
  height: number;
  onClose(): void;
  children: ReactNode;
}

export function Drawer({ open, title, height, onClose, children }: DrawerProps) {
  const t = useT();
  const { ref, onCancel, nameId } = useModalDialog(open, onClose);

  return (
    <dialog
      ref={ref}
      aria-labelledby={nameId}
      data-drawer
      style={{ height: `min(${height}px, 92vh)` }}
      onCancel={onCancel}
      className="mx-auto mt-auto mb-0 w-full max-w-2xl rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="flex h-full flex-col">
          <TitleBar id={nameId} title={title} closeLabel={t('common.close')} onClose={onClose} />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

interface DrawerFormProps {
  onSubmit(): void;
  onCancel(): void;
  saving: boolean;
  submitLabel: string;
  /** The form's data attribute, for tests. */
  data: Record<`data-${string}`, boolean>;
  children: ReactNode;
}

/** What a drawer holds: its fields, then Cancel and the submit button, which is off while saving. */
export function DrawerForm({ onSubmit, onCancel, saving, submitLabel, data, children }: DrawerFormProps) {
  const t = useT();
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      {...data}
    >
      {children}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
