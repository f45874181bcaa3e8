// The row above a panel tab's records (spec 2 §4): the tab's filters, if it has any, and the
// button that writes a new one (ask, write a note, write a comment), offered only to a student who
// may write here; `children` stand beside that button (the comments' like).
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Writable } from '../viewing/Writable';

interface TabToolsProps {
  filters?: ReactNode;
  /** The write button's label. */
  write: string;
  onWrite(): void;
  children?: ReactNode;
}

export function TabTools({ filters, write, onWrite, children }: TabToolsProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {filters}
      <Writable>
        {children}
        <Button shape="small" onClick={onWrite}>
          {write}
        </Button>
      </Writable>
    </div>
  );
}
