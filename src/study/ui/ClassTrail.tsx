// My learning > class detail (with the class's query) > course table (spec 2 §2).
import { useStore } from '@nanostores/react';
import { buildHref } from '../../lib/study/jumps';
import { $studyRouter } from '../router';
import { HOME_SCREEN } from '../screens';
import { Breadcrumb } from '../ui/Breadcrumb';

const CLASS_QUERY = ['classId', 'userId', 'studentId', 'experience'] as const;

export function TimetableBreadcrumb() {
  const search = useStore($studyRouter)?.search ?? {};
  const classHref = buildHref('/study/training-class', Object.fromEntries(CLASS_QUERY.map((name) => [name, search[name]])));
  return (
    <Breadcrumb
      crumbs={[
        { label: 'study.breadcrumb.mine', href: HOME_SCREEN },
        { label: 'study.breadcrumb.classDetail', href: classHref },
        { label: 'study.breadcrumb.courseTable' },
      ]}
    />
  );
}
