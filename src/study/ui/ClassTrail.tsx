// The trail of a screen under a class (spec 2 §2, spec 3): My learning > Class details (the class
// home, with the class's query) > this screen. The timetable, the course detail and the online
// classroom show it.
import { useStore } from '@nanostores/react';
import type { MessageKey } from '../../i18n';
import { buildHref } from '../../lib/study/jumps';
import { $studyRouter } from '../router';
import { HOME_SCREEN } from '../screens';
import { Breadcrumb } from './Breadcrumb';

/** The class home's address, carrying the named parameters of this screen's query. */
export function useClassHref(carried: readonly string[]): string {
  const search = useStore($studyRouter)?.search ?? {};
  return buildHref('/study/training-class', Object.fromEntries(carried.map((name) => [name, search[name]])));
}

export function ClassTrail({ classHref, current }: { classHref: string; current: MessageKey }) {
  return (
    <Breadcrumb
      crumbs={[
        { label: 'study.breadcrumb.mine', href: HOME_SCREEN },
        { label: 'study.breadcrumb.classDetail', href: classHref },
        { label: current },
      ]}
    />
  );
}
