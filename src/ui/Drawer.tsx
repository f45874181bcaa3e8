// The kit's bottom sheet: a native <dialog> rising from the bottom of the screen, so focus stays
// inside and Escape asks the owner to close (which may first ask to keep a draft); a tap on the
// backdrop closes too, and focus goes back to what opened it. The study panel's writing drawers
// (spec 2 §4, §9: Q&A 528, notes 700, comments 620 pixels high, never taller than the screen) give
// a height; the answer card on a phone (issue 28) is as tall as its cells, at most 85 % of the screen.
import { useEffect, type ReactNode } from 'react';
import { Button } from './Button';
import { TitleBar } from './Modal';
import { useModalDialog } from './useModalDialog';
import { useT } from './useT';

interface DrawerProps {
  open: boolean;
  title: string;
  /** Its height in pixels (at most 92 % of the screen); none: as tall as its content, at most 85 %. */
  height?: number;
  onClose(): void;
  children: ReactNode;
  /** Names the sheet for the tests (data-<marker>) besides data-drawer. */
  marker?: string;
}

export function Drawer({ open, title, height, onClose, children, marker }: DrawerProps) {
  const t = useT();
  const { ref, onCancel, nameId } = useModalDialog(open, onClose);

  // Focus goes back to what opened the sheet (the browser may leave it on the page's body).
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected && (document.activeElement === document.body || ref.current?.contains(document.activeElement))) opener.focus();
    };
  }, [open, ref]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={nameId}
      data-drawer
      {...(marker ? { [`data-${marker}`]: true } : {})}
      style={height === undefined ? undefined : { height: `min(${height}px, 92vh)` }}
      onCancel={onCancel}
      onClose={(event) => {
        if (event.target === event.currentTarget && open) onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside the sheet) closes.
        if (event.target === ref.current) onClose();
      }}
      className={`mx-auto mt-auto mb-0 w-full max-w-2xl rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 ${height === undefined ? 'max-h-[85vh]' : ''}`}
    >
      {open && (
        <div className={`flex flex-col ${height === undefined ? 'max-h-[85vh]' : 'h-full'}`}>
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
