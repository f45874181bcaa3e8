// The trail every study screen below my learning shows (spec 2 §2, spec 3): each crumb but the last
// links inside the widget; the last is the current screen. One component, so every screen's trail
// reads and announces the same way.
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { StudyLink } from './StudyLink';

export interface Crumb {
  label: MessageKey;
  /** Where the crumb leads; the current screen (the last crumb) has none. */
  href?: string;
}

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('study.breadcrumb.label')} className="mb-4" data-breadcrumb>
      <ol className="flex flex-wrap items-center gap-x-2 text-sm">
        {crumbs.map((crumb, index) => (
          // The separator is drawn, not written: it is no part of a crumb's text, and its empty
          // alternative text (content: '/' / '') keeps screen readers from reading it.
          <li key={crumb.label} className={`flex items-center gap-x-2 ${index > 0 ? "before:text-slate-400 before:content-['/'_/_'']" : ''}`}>
            {crumb.href === undefined ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {t(crumb.label)}
              </span>
            ) : (
              <StudyLink href={crumb.href} className="text-slate-600 hover:text-brand hover:underline">
                {t(crumb.label)}
              </StudyLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
