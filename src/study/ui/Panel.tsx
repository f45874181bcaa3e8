// A panel of the study screens (the class home's side column, the course page): the white card
// with its heading, which labels it; `aside` stands at the heading's right (a badge, a close
// button, period tabs); a panel given an aside, even null, keeps the row of heading and aside.
import type { ReactNode } from 'react';

interface PanelProps {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  /** The row of heading and aside. */
  headerClassName?: string;
  /** Classes added to the card's (sm:p-5, a layout). */
  className?: string;
  /** The data attributes that name the panel, for tests and styles. */
  data?: Record<`data-${string}`, string | number | boolean>;
  children?: ReactNode;
}

export function Panel({ id, title, aside, headerClassName = 'flex items-center justify-between gap-2', className, data, children }: PanelProps) {
  const heading = (
    <h2 id={id} className="font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm${className ? ` ${className}` : ''}`} {...data}>
      {aside !== undefined ? (
        <div className={headerClassName}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
