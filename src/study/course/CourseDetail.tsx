// /study/course/course-detail (spec 3 §2 Course detail page; query classId, courseId,
// classStudentId, type): the trail My learning > Class details > Course details; the cover, name,
// introduction and classmates count; the 'last studied' card; the content tabs with the directory;
// a right panel with the course requirements and the introduction blocks (below on a phone).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../ui/useT';
import { buildHref } from '../../lib/study/jumps';
import { ClassTrail } from '../ui/ClassTrail';
import { EmptyNote } from '../ui/EmptyNote';
import { Remote } from '../ui/Remote';
import type { Course } from './api';
import { AppModal } from './AppModal';
import { CourseContent } from './CourseContent';
import { CourseIntroduction } from './CourseIntroduction';
import { CourseRequirements } from './CourseRequirements';
import { LastStudied } from './LastStudied';
import { $classId, $classmates, $course, $courseRef, resetCoursePage } from './stores';

function CourseHeader({ course }: { course: Course }) {
  const t = useT();
  const classmates = useStore($classmates).data;
  return (
    <header className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5" data-course-header>
      <div className="aspect-[16/9] w-full shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-sky-100 to-slate-200 sm:w-64">
        {course.cover && <img src={course.cover} alt="" className="h-full w-full object-cover" data-course-cover />}
      </div>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{course.courseName}</h1>
        {course.introduce && (
          <p className="mt-2 text-sm leading-6 text-slate-700" data-course-introduce>
            {course.introduce}
          </p>
        )}
        {classmates && (
          <p className="mt-3 text-xs text-slate-500" data-course-joined>
            {t('study.course.joined', { count: classmates.length })}
          </p>
        )}
      </div>
    </header>
  );
}

function Trail() {
  const ref = useStore($courseRef);
  const classId = useStore($classId);
  const classHome = buildHref('/study/training-class', { classId, studentId: ref?.classStudentId });
  return <ClassTrail classHref={classHome} current="study.breadcrumb.courseDetail" />;
}

export function CourseDetail() {
  const t = useT();
  const ref = useStore($courseRef);
  const courseId = ref?.courseId;
  useEffect(() => resetCoursePage(), [courseId]);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-study-screen="course-detail">
      <Trail />
      {ref === null ? (
        <EmptyNote>{t('study.course.missing')}</EmptyNote>
      ) : (
        <Remote from={$course} failed={t('study.course.failed')} empty={t('common.empty')} isEmpty={() => false}>
          {(data) => (
            <>
              <CourseHeader course={data} />
              <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
                <div className="min-w-0 space-y-6">
                  <LastStudied />
                  <CourseContent />
                </div>
                <aside className="space-y-4" data-course-side>
                  <CourseRequirements />
                  <CourseIntroduction course={data} />
                </aside>
              </div>
            </>
          )}
        </Remote>
      )}
      <AppModal />
    </section>
  );
}
