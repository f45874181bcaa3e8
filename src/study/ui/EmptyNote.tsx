// What a study screen says where it has nothing to show (an empty list, no class or classroom in
// the address): a dashed box with the reason, never a blank area.
import type { ReactNode } from 'react';

/** `className`: the note's place in its screen (a margin), put before its own classes. */
export function EmptyNote({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={`${className ? `${className} ` : ''}rounded-lg border border-dashed border-slate-300 py-12 text-center text-slate-500`} data-empty>
      {children}
    </p>
  );
}
