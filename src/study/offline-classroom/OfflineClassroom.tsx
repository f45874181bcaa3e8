// /study/classroom/offline (spec 2 §2, §3 Offline classroom, Highlight): the classroom's name, time
// and place with sign-in and sign-out in its header; notes before class, knowledge points, the
// teachers (the first leads, the rest assist) and the highlights; the interaction panel beside.
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useT } from '../../ui/useT';
import { FULL_DATE_FORMAT } from '../../lib/time-hint';
import { InteractionPanel } from '../interaction/InteractionPanel';
import { EmptyNote } from '../ui/EmptyNote';
import { LabelledSection } from '../ui/LabelledSection';
import { Remote, type RemoteStore } from '../ui/Remote';
import { Attendance } from './Attendance';
import { Highlights } from './Highlights';
import { $classroomContext, $offlineClassroom, $points, $teachers, $titbits } from './stores';
import { useRemote } from '../useRemote';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <LabelledSection id={id} title={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" titleClassName="text-lg font-bold text-slate-900">
      <div className="mt-3">{children}</div>
    </LabelledSection>
  );
}

/** A section of the classroom's records, read whole: 'no data yet' when there are none. */
function RecordsSection<Item>({ id, title, from, failed, children }: { id: string; title: string; from: RemoteStore<{ records: Item[] }>; failed: string; children(records: Item[]): ReactNode }) {
  const t = useT();
  return (
    <Section id={id} title={title}>
      <Remote from={from} failed={failed} empty={t('common.empty')} isEmpty={(page) => page.records.length === 0}>
        {(page) => children(page.records)}
      </Remote>
    </Section>
  );
}

const when = (time: string | null | undefined) => (time ? dayjs(time).format(FULL_DATE_FORMAT) : '');

export function OfflineClassroom() {
  const t = useT();
  const context = useRemote($classroomContext);
  const classroom = useRemote($offlineClassroom);
  const titbits = useRemote($titbits);
  const detail = classroom.data;
  const highlights = titbits.data?.flatMap((course) => course.titbitList) ?? [];

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10" data-study-screen="offline-classroom">
      <header className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex sm:items-start sm:justify-between sm:gap-6" data-offline-header>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{detail?.classroomName ?? t('study.route.offline')}</h1>
          {/* Before the classroom's answer, the room of its time, place and address lines: the
              sections below do not move down when they arrive (a layout shift on a phone). */}
          {!detail && classroom.error === undefined && <div className="mt-3 h-[4.25rem]" aria-hidden="true" data-offline-waiting />}
          {detail && (
            <div className="mt-3 space-y-1 text-sm text-slate-700">
              {(detail.classStartTime || detail.classEndTime) && <p data-offline-time>{t('study.activity.time', { start: when(detail.classStartTime), end: when(detail.classEndTime) })}</p>}
              {detail.position && <p data-offline-position>{t('study.activity.position', { position: detail.position })}</p>}
              {detail.address && <p data-offline-address>{t('study.offline.address', { address: detail.address })}</p>}
            </div>
          )}
        </div>
        {context?.classId !== undefined && (
          <div className="mt-4 shrink-0 sm:mt-0">
            <Attendance />
          </div>
        )}
      </header>

      {!context ? (
        <EmptyNote className="mt-8">{t('study.offline.missing')}</EmptyNote>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="space-y-6">
            <Remote from={$offlineClassroom} failed={t('study.offline.failed')} empty={t('common.empty')} isEmpty={() => false}>
              {(data) => (
                <Section id="offline-notes" title={t('study.offline.notes')}>
                  <p className="whitespace-pre-line text-slate-700" data-offline-notes>
                    {data.desc || t('common.empty')}
                  </p>
                </Section>
              )}
            </Remote>
            <RecordsSection id="offline-points" title={t('study.offline.points')} from={$points} failed={t('study.offline.pointsFailed')}>
              {(points) => (
                <ol className="list-decimal space-y-1 pl-5 text-slate-700" data-offline-points>
                  {points.map((point) => (
                    <li key={point.id}>{point.pointDesc}</li>
                  ))}
                </ol>
              )}
            </RecordsSection>
            <RecordsSection id="offline-teachers" title={t('study.offline.teachers')} from={$teachers} failed={t('study.offline.teachersFailed')}>
              {(teachers) => (
                <ul className="flex flex-wrap gap-4" data-offline-teachers>
                  {teachers.map((teacher, index) => (
                    <li key={teacher.id} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2" data-teacher>
                      {teacher.teacherAvatar ? (
                        <img src={teacher.teacherAvatar} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" />
                      ) : (
                        <span aria-hidden="true" className="h-12 w-12 rounded-full bg-slate-200" />
                      )}
                      <span>
                        <span className="block font-semibold text-slate-900">{teacher.teacherName}</span>
                        <span className="block text-xs text-slate-600" data-teacher-role>
                          {t(index === 0 ? 'study.offline.leadTeacher' : 'study.offline.assistantTeacher')}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </RecordsSection>
            <Section id="offline-highlights" title={t('study.offline.highlights', { count: highlights.length })}>
              <Remote
                from={$titbits}
                failed={t('study.offline.highlightsFailed')}
                empty={t('study.empty.notUploaded')}
                isEmpty={(courses) => courses.every((course) => course.titbitList.length === 0)}
              >
                {() => <Highlights titbits={highlights} />}
              </Remote>
            </Section>
          </div>
          {context.classId !== undefined && (
            <InteractionPanel classId={context.classId} classroomId={context.classroomId} courseId={context.courseId} studentId={context.studentId} withComments={false} />
          )}
        </div>
      )}
    </section>
  );
}
