// A section of a study screen named by its heading (aria-labelledby): my classes, the enrolling
// classes, the class's courses and activities, the course's content, the classroom's panels. A
// heading the tabs below already say may be visually hidden (titleClassName 'sr-only').
import type { ReactNode } from 'react';

interface LabelledSectionProps {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  className: string;
  titleClassName: string;
  /** h2, or h3 in a section under one of the screen's own h2s. */
  level?: 2 | 3;
  /** The data attributes that name the section, for tests and styles. */
  data?: Record<`data-${string}`, string | number | boolean>;
  children: ReactNode;
}

export function LabelledSection({ id, title, className, titleClassName, level = 2, data, children }: LabelledSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className} {...data}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
