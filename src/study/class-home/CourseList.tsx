// My courses on the class home (spec 2 §2, §3 Course item, §4 target state): each course of the
// class with its cover, name, learning window, target state tag (shown only when a requirement
// exists; green completed, yellow overdue) and a progress bar per requirement. A click follows the
// course jump rules (lib/study/jumps.ts courseJump, through openCourse).
import { useStore } from '@nanostores/react';
import dayjs from 'dayjs';
import type { MessageKey } from '../../i18n';
import { useT } from '../../islands/useT';
import { formatDuration, progressBarPercent } from '../../lib/study/rates';
import { courseRequirements, requirementExists, targetTag, type DutyCount, type TargetTone } from '../../lib/study/targets';
import { Remote } from '../ui/Remote';
import type { ClassCourse } from './api';
import { $classCourses, $openingCourse, openCourse } from './stores';

const TONES: Record<TargetTone | 'none', string> = {
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-900',
  none: 'bg-slate-100 text-slate-700',
};

/** The three requirements of courseRequirements(), in its order. */
const REQUIREMENTS: readonly { key: string; label: MessageKey; duration?: boolean }[] = [
  { key: 'faceTeaching', label: 'study.course.requirement.faceTeaching' },
  { key: 'studyTime', label: 'study.course.requirement.studyTime', duration: true },
  { key: 'homeworkTest', label: 'study.course.requirement.homeworkTest' },
];

const day = (time: string | null) => (time ? dayjs(time).format('YYYY-MM-DD') : '—');

function RequirementBar({ label, item, duration }: { label: string; item: DutyCount; duration?: boolean }) {
  const t = useT();
  const total = item.totalNum ?? 0;
  const finished = Math.min(item.finishNum ?? 0, total);
  const percent = progressBarPercent(total > 0 ? (finished / total) * 100 : 0);
  const show = (value: number) => (duration ? formatDuration(value) : String(value));
  return (
    <li className="text-xs text-slate-600">
      <div className="flex justify-between gap-2">
        <span>{label}</span>
        <span className="tabular-nums">{t('study.course.requirement.progress', { finished: show(finished), total: show(total) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

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
          {tag.visible && (
            <span className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-medium shadow-sm ${TONES[tag.tone ?? 'none']}`} data-course-tag>
              {t(tag.label)}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col p-4">
          <h3 id={headingId} className="leading-snug font-semibold text-slate-900">
            {course.courseName}
          </h3>
          <p className="mt-1 text-xs text-slate-500">{t('study.course.studyPeriod', { start: day(course.learnStartTime), end: day(course.learnEndTime) })}</p>
          <p className="mt-0.5 text-xs text-slate-500">{t('study.class.courseLearners', { count: course.countResultVO.studyNumber })}</p>
          {requirements.some(requirementExists) && (
            <ul className="mt-3 space-y-2 border-t border-slate-100 pt-3" aria-label={t('study.course.requirements')} data-course-requirements>
              {REQUIREMENTS.map((requirement, index) =>
                requirementExists(requirements[index]!) ? (
                  <RequirementBar key={requirement.key} label={t(requirement.label)} item={requirements[index]!} duration={requirement.duration} />
                ) : null,
              )}
            </ul>
          )}
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
  const shown = useStore($classCourses);
  const now = new Date();
  return (
    <section aria-labelledby="study-my-courses-title" className="mt-8" data-my-courses>
      <h2 id="study-my-courses-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('study.class.myCourses')}
      </h2>
      <Remote
        reserve="min-h-[16rem]"
        shown={shown}
        failed={t('study.class.coursesFailed')}
        empty={t('study.empty.courses')}
        isEmpty={(list) => list.length === 0}
        retry={$classCourses.retry}
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((course) => (
              <CourseCard key={course.courseId} course={course} now={now} />
            ))}
          </ul>
        )}
      </Remote>
    </section>
  );
}
