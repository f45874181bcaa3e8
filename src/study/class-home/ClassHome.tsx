// /study/training-class (spec 2 §2): the class header and the student's statistics, today's
// schedule and the before-class list, my courses, and a right column with the learning goal, the
// study-service functions and the cards that only the app offers (spec 2 §1); the course-table
// button and the 'take a break' modal.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../../ui/useT';
import { Modal } from '../../ui/Modal';
import { buildHref } from '../../lib/study/jumps';
import { $studyRouter } from '../router';
import { HOME_SCREEN } from '../screens';
import { EmptyNote } from '../ui/EmptyNote';
import { Remote } from '../ui/Remote';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Panel } from '../ui/Panel';
import { StudyLink } from '../ui/StudyLink';
import { ActivityList } from './ActivityList';
import type { ClassDetail } from './api';
import { ClassHeader } from './ClassHeader';
import { CourseList } from './CourseList';
import { DutyStats } from './DutyStats';
import { Ranking } from './Ranking';
import { $classDetail, $classRef, $hasOfflineActivity, $statisticsShown } from './stores';
import { StudyTarget } from './StudyTarget';
import { useRemote } from '../useRemote';

/** data-pc-unavailable="study": the site's notice 'the PC version's function is not yet open, please open the app'. */
const PC_ONLY = 'study';

const cardButton =
  'flex w-full items-center justify-center rounded-lg border border-slate-200 bg-slate-50 px-3 py-3 text-sm font-medium text-slate-700 transition hover:border-brand hover:text-brand';

function AppOnlyCards() {
  const t = useT();
  const hasOffline = useRemote($hasOfflineActivity);
  const cards = [
    { name: 'announcement', label: t('study.class.card.announcement') },
    { name: 'group', label: t('study.class.card.group') },
    { name: 'circle', label: t('study.class.card.circle') },
    { name: 'qa', label: t('study.class.card.qa') },
    { name: 'notes', label: t('study.class.card.notes') },
    // Highlights are photos and videos of face-to-face classrooms: none without an offline activity.
    ...(hasOffline ? [{ name: 'highlights', label: t('study.class.card.highlights') }] : []),
  ];
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2" data-app-cards>
      {cards.map((card) => (
        <li key={card.name}>
          <button type="button" data-pc-unavailable={PC_ONLY} data-app-card={card.name} className={cardButton}>
            {card.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

function SideColumn({ detail }: { detail: ClassDetail }) {
  const t = useT();
  const services = ['study.service.path', 'study.service.report', 'study.service.grade', 'study.service.certificate'] as const;
  return (
    <aside className="space-y-4" data-class-side>
      <StudyTarget detail={detail} />
      <Panel id="study-goal-title" title={t('study.class.learningGoal')} data={{ 'data-learning-goal': true }}>
        <p className="mt-2 text-sm leading-6 whitespace-pre-line text-slate-700">{detail.learningGoal || t('common.empty')}</p>
      </Panel>
      <Panel id="study-service-title" title={t('study.class.studyService')} data={{ 'data-study-service': true }}>
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {services.map((key) => (
            <li key={key}>
              <button type="button" data-pc-unavailable={PC_ONLY} data-service-card={key.slice('study.service.'.length)} className={cardButton}>
                {t(key)}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="study-app-cards-title" title={t('study.class.interactions')}>
        <div className="mt-3">
          <AppOnlyCards />
        </div>
      </Panel>
    </aside>
  );
}

function TakeABreak() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition hover:border-brand hover:text-brand"
        data-take-break
      >
        {t('study.class.break')}
      </button>
      <Modal open={open} title={t('common.tip')} onClose={() => setOpen(false)} closeLabel={t('common.close')} width="max-w-sm">
        <div className="flex flex-col items-center gap-5 py-2 text-center" data-break-modal>
          <p className="text-sm leading-6 text-slate-700">{t('study.class.leave')}</p>
          <div className="flex gap-3">
            <button type="button" onClick={() => setOpen(false)} className="rounded-full border border-slate-300 px-6 py-2 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand">
              {t('study.class.stay')}
            </button>
            <button
              type="button"
              autoFocus
              onClick={() => {
                setOpen(false);
                window.history.back();
              }}
              className="rounded-full bg-brand px-6 py-2 text-sm font-medium text-white shadow-sm hover:brightness-110"
              data-break-confirm
            >
              {t('common.confirm')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}

function ClassBody({ detail }: { detail: ClassDetail }) {
  const t = useT();
  const statisticsShown = useRemote($statisticsShown);
  const search = useStore($studyRouter)?.search ?? {};
  const timetable = buildHref('/study/class-time-table', {
    classId: detail.classId,
    studentId: search.studentId || detail.studentId,
    userId: search.userId,
    experience: search.experience,
  });
  return (
    <>
      <ClassHeader detail={detail} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <StudyLink href={timetable} className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm hover:opacity-95" data-course-table>
          {t('study.class.courseTable')}
        </StudyLink>
        <TakeABreak />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]" data-class-statistics>
        <DutyStats />
        <Ranking />
      </div>
      {/* Held back (its room kept, nothing in it to tap) until the statistics above have shown: they
          outgrow their reserved room as they arrive, and a tab pressed there would move away from
          under the finger before it is lifted, a tap on nothing (CI, 26 Nov: the lost past tab). */}
      <div className={`mt-2 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] ${statisticsShown ? '' : 'invisible'}`} aria-busy={!statisticsShown} data-below-statistics>
        <div className="min-w-0">
          <ActivityList detail={detail} />
          <CourseList />
        </div>
        <div className="lg:mt-6">
          <SideColumn detail={detail} />
        </div>
      </div>
    </>
  );
}

export function ClassHome() {
  const t = useT();
  // What the student chose on this screen is forgotten when a visit begins, at the router (visit.ts),
  // never by the screen's own mount or loading.
  const ref = useStore($classRef);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-study-screen="training-class">
      <Breadcrumb crumbs={[{ label: 'study.breadcrumb.mine', href: HOME_SCREEN }, { label: 'study.breadcrumb.classDetail' }]} />
      {ref === null ? (
        <EmptyNote>{t('study.class.noClass')}</EmptyNote>
      ) : (
        <Remote
          reserve="min-h-[40rem]"
          from={$classDetail}
          failed={t('study.class.detailFailed')}
          empty={t('common.empty')}
          isEmpty={() => false}
        >
          {(data) => <ClassBody detail={data} />}
        </Remote>
      )}
    </section>
  );
}
