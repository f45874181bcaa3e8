// The test view of the online classroom (spec 3 §2: 'if the first item is a homework or test, the
// test view is shown'): a homework or test on show in the classroom (the activity's first item, or
// one picked in the list) shows in the centre what /study/homework and /study/test show (the
// exam's WorkIntro.tsx), from the same stores. Loaded only when such an item is shown.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { useT } from '../../ui/useT';
import type { WorkKind } from '../../lib/exam/work';
import type { ExamParams } from '../exam/route';
import { createWorkStores } from '../exam/work-stores';
import { AttemptHistory, PaperIntro } from '../exam/WorkIntro';
import { LabelledSection } from '../ui/LabelledSection';
import { RemoteError } from '../ui/Remote';

export interface TestViewProps {
  kind: WorkKind;
  name: string;
  classId: number;
  studentId: number;
  courseId: number | undefined;
  classroomId: number;
  activityId: number | undefined;
  xskt: boolean;
}

const $shown = atom<ExamParams | null>(null);
const { $work, $lookupState, retryLookup, $paper, $attempts } = createWorkStores($shown);

export default function TestView({ kind, name, classId, studentId, courseId, classroomId, activityId, xskt }: TestViewProps) {
  const t = useT();
  const work = useStore($work);
  const lookup = useStore($lookupState);
  const params = useStore($shown);

  useEffect(() => {
    $shown.set({ kind, classId, studentId, courseId, classroomId, activityId, xskt, workId: undefined, answerLogId: undefined, status: 0 });
    return () => $shown.set(null);
  }, [kind, classId, studentId, courseId, classroomId, activityId, xskt]);

  // The classroom's work could not be found: say so where the paper would be, with a retry.
  const lookupFailed = lookup.error !== undefined && !lookup.looking;
  return (
    <div className="space-y-4" data-viewer="test" data-test-kind={kind}>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-xs font-semibold tracking-wide text-brand">{t(kind === 'homework' ? 'study.route.homework' : 'study.route.test')}</p>
        {lookupFailed ? (
          <RemoteError failed={t('exam.loadFailed')} error={lookup.error} retry={retryLookup} />
        ) : (
          params && <PaperIntro params={params} workId={work?.workId} paper={$paper} level="section" fallbackTitle={name} />
        )}
      </div>
      {work && (
        <LabelledSection id="test-view-history" title={t('exam.history.title')} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" titleClassName="mb-3 text-base font-semibold text-slate-900" level={3}>
          <AttemptHistory kind={kind} classId={classId} workId={work.workId} xskt={xskt} attempts={$attempts} />
        </LabelledSection>
      )}
    </div>
  );
}
