// My learning > class detail (with the class's query) > course table (spec 2 §2).
import { useStore } from '@nanostores/react';
import { useT } from '../../islands/useT';
import { buildHref } from '../../lib/study/jumps';
import { $studyRouter } from '../router';
import { HOME_SCREEN } from '../screens';
import { StudyLink } from '../ui/StudyLink';

const CLASS_QUERY = ['classId', 'userId', 'studentId', 'experience'] as const;

export function Breadcrumb() {
  const t = useT();
  const search = useStore($studyRouter)?.search ?? {};
  const classHref = buildHref('/study/training-class', Object.fromEntries(CLASS_QUERY.map((name) => [name, search[name]])));
  const link = 'text-slate-600 hover:text-brand hover:underline';
  return (
    <nav aria-label={t('study.breadcrumb.label')} data-breadcrumb>
      <ol className="flex flex-wrap items-center gap-x-2 text-sm">
        <li>
          <StudyLink href={HOME_SCREEN} className={link}>
            {t('study.breadcrumb.mine')}
          </StudyLink>
        </li>
        <li aria-hidden="true" className="text-slate-400">
          /
        </li>
        <li>
          <StudyLink href={classHref} className={link}>
            {t('study.breadcrumb.classDetail')}
          </StudyLink>
        </li>
        <li aria-hidden="true" className="text-slate-400">
          /
        </li>
        <li aria-current="page" className="font-medium text-slate-900">
          {t('study.breadcrumb.courseTable')}
        </li>
      </ol>
    </nav>
  );
}
