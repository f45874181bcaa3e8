// My courses on the class home (spec 2 §2, §3 Course item, §4 target state): each course of the
// class with its cover, name, learning window, target state tag (shown only when a requirement
// exists; green completed, yellow overdue) and a progress bar per requirement. A click follows the
// course jump rules (lib/study/jumps.ts courseJump, through openCourse). The bars are
// ui/RequirementBars, which the course page shares.
import { useStore } from '@nanostores/react';
import dayjs from 'dayjs';
import { useT } from '../../ui/useT';
import { courseRequirements, targetTag } from '../../lib/study/targets';
import { LabelledSection } from '../ui/LabelledSection';
import { Remote } from '../ui/Remote';
import { RequirementBars } from '../ui/RequirementBars';
import { TargetTagBadge } from '../ui/TargetTagBadge';
import type { ClassCourse } from './api';
import { $classCourses, $openingCourse, openCourse } from './stores';

const day = (time: string | null) => (time ? dayjs(time).format('YYYY-MM-DD') : '—');

function CourseCard({ course, now }: { course: ClassCourse; now: Date }) {
  const t = useT();
  const opening = useStore($openingCourse);
  const requirements = courseRequirements(course);
  const tag = targetTag({ learnStartTime: course.learnStartTime, learnEndTime: course.learnEndTime, requirements }, now);
  const headingId = `study-course-${course.courseId}`;
  const busy = opening === course.courseId;
  return (
    <li className="flex" data-course-card={course.courseId} data-course-state={tag.visible ? tag.state : undefined}>
      <button
        type="button"
        aria-labelledby={headingId}
        aria-busy={busy}
        disabled={opening !== null}
        onClick={() => void openCourse(course)}
        className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:border-brand/50 hover:shadow-md disabled:cursor-wait"
      >
        <div className="relative aspect-[16/9] w-full bg-gradient-to-br from-sky-100 to-slate-200">
          {course.cover && <img src={course.cover} alt="" loading="lazy" className="h-full w-full object-cover" />}
          <TargetTagBadge tag={tag} className="absolute top-2 left-2 shadow-sm" />
        </div>
        <div className="flex flex-1 flex-col p-4">
          <h3 id={headingId} className="leading-snug font-semibold text-slate-900">
            {course.courseName}
          </h3>
          <p className="mt-1 text-xs text-slate-500">{t('study.course.studyPeriod', { start: day(course.learnStartTime), end: day(course.learnEndTime) })}</p>
          <p className="mt-0.5 text-xs text-slate-500">{t('study.class.courseLearners', { count: course.countResultVO.studyNumber })}</p>
          <RequirementBars requirements={requirements} className="mt-3 space-y-2 border-t border-slate-100 pt-3" />
          {busy && (
            <p role="status" className="mt-3 text-xs text-brand">
              {t('study.class.courseOpening')}
            </p>
          )}
        </div>
      </button>
    </li>
  );
}

export function CourseList() {
  const t = useT();
  const now = new Date();
  return (
    <LabelledSection id="study-my-courses-title" title={t('study.class.myCourses')} className="mt-8" titleClassName="mb-3 text-lg font-semibold text-slate-900" data={{ 'data-my-courses': true }}>
      <Remote
        reserve="min-h-[16rem]"
        from={$classCourses}
        failed={t('study.class.coursesFailed')}
        empty={t('study.empty.courses')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((course) => (
              <CourseCard key={course.courseId} course={course} now={now} />
            ))}
          </ul>
        )}
      </Remote>
    </LabelledSection>
  );
}
