// Sign-in and sign-out in the classroom's header (spec 2 §4, §5): each button says whether it is
// done and when; a click on a done one says it cannot repeat, one in flight blocks the other.
import { useStore } from '@nanostores/react';
import dayjs from 'dayjs';
import { useT } from '../../ui/useT';
import { hasSignedIn, hasSignedOut, type AttendanceKind } from '../../lib/study/attendance';
import { FULL_DATE_FORMAT } from '../../lib/time-hint';
import { $attendance, $signing, sign } from './stores';
import { $takesPart } from '../viewing/stores';

export function Attendance() {
  const t = useT();
  const { data, error, loading } = useStore($attendance);
  const signing = useStore($signing);
  // A head teacher's read-only view, or an observer, sees the state without a button to press.
  const takesPart = useStore($takesPart);
  if (!data) {
    return error !== undefined && !loading ? (
      <p role="alert" className="text-sm text-rose-700">
        {t('study.attendance.failed')}
      </p>
    ) : null;
  }
  const buttons: { kind: AttendanceKind; done: boolean; time: string | null; label: string; doneLabel: string; timeLabel: 'study.attendance.signInTime' | 'study.attendance.signOutTime' }[] = [
    { kind: 'signIn', done: hasSignedIn(data), time: data.signInTime, label: t(takesPart ? 'study.attendance.signIn' : 'study.viewing.notSignedIn'), doneLabel: t('study.attendance.signedIn'), timeLabel: 'study.attendance.signInTime' },
    { kind: 'signOut', done: hasSignedOut(data), time: data.signOutTime, label: t(takesPart ? 'study.attendance.signOut' : 'study.viewing.notSignedOut'), doneLabel: t('study.attendance.signedOut'), timeLabel: 'study.attendance.signOutTime' },
  ];
  return (
    <div role="group" aria-label={t('study.attendance.title')} className="flex flex-wrap items-start gap-3" data-attendance>
      {buttons.map(({ kind, done, time, label, doneLabel, timeLabel }) => (
        <div key={kind} className="flex flex-col items-center gap-1">
          {takesPart ? (
            <button
              type="button"
              onClick={() => void sign(kind)}
              aria-busy={signing === kind}
              data-attendance-button={kind}
              data-done={done ? '' : undefined}
              className={
                done
                  ? 'min-w-24 rounded-full border border-emerald-600 bg-emerald-50 px-5 py-2 font-semibold text-emerald-800'
                  : 'min-w-24 rounded-full bg-brand px-5 py-2 font-semibold text-white shadow-sm hover:opacity-95 aria-busy:cursor-wait aria-busy:opacity-70'
              }
            >
              {done ? doneLabel : label}
            </button>
          ) : (
            <span className={`min-w-24 rounded-full border px-5 py-2 text-center font-semibold ${done ? 'border-emerald-600 bg-emerald-50 text-emerald-800' : 'border-slate-300 text-slate-600'}`} data-attendance-state={kind}>
              {done ? doneLabel : label}
            </span>
          )}
          {time && <span className="text-xs text-slate-600">{t(timeLabel, { time: dayjs(time).format(FULL_DATE_FORMAT) })}</span>}
        </div>
      ))}
    </div>
  );
}
