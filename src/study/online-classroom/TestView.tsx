// The test view of the online classroom (spec 3 §2: 'if the first item is a homework or test, the
// test view is shown'): a homework or test on show in the classroom (the activity's first item, or
// one picked in the list) shows its instructions in the centre, as /study/homework and /study/test
// do: the title, the requirement, a test's duration, 'start answering' and the attempts, each
// leading to its finish or review screen. Loaded only when such an item is shown.
import { useStore } from "@nanostores/react";
import dayjs from "dayjs";
import { atom, computed } from "nanostores";
import { useEffect, useState } from "react";
import { useT } from "../../islands/useT";
import { ATTEMPT_STATUS, attemptHref } from "../../lib/exam/submit";
import {
  getPaper,
  getWorkId,
  getXsktPaper,
  listAttempts,
  startAttempt,
  type WorkKind,
  type WorkLookup,
} from "../exam/api";
import { examHref, type ExamParams } from "../exam/route";
import { createQueryStore, keepShown } from "../query";
import { openStudy } from "../router";
import { Remote } from "../ui/Remote";
import { StudyLink } from "../ui/StudyLink";

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

const $shown = atom<TestViewProps | null>(null);

const $lookedUp = createQueryStore(
  "study/online/test-work",
  computed($shown, (shown): { kind: WorkKind; query: WorkLookup } | null =>
    shown
      ? {
          kind: shown.kind,
          query: {
            classId: shown.classId,
            studentId: shown.studentId,
            courseId: shown.courseId,
            classroomId: shown.classroomId,
          },
        }
      : null,
  ),
  ({ kind, query }) => getWorkId(kind, query),
);

const $work = computed([$shown, $lookedUp], (shown, lookedUp) =>
  shown && lookedUp.data
    ? { kind: shown.kind, workId: lookedUp.data.id, xskt: shown.xskt }
    : null,
);

const $paper = keepShown(
  createQueryStore(
    "study/online/test-paper",
    $work,
    ({ kind, workId, xskt }) =>
      xskt ? getXsktPaper(workId) : getPaper(kind, workId),
  ),
);
const $attempts = keepShown(
  createQueryStore(
    "study/online/test-attempts",
    computed($work, (work) =>
      work ? { kind: work.kind, workId: work.workId } : null,
    ),
    ({ kind, workId }) => listAttempts(kind, workId),
  ),
);

function examParamsOf(props: TestViewProps, workId: number): ExamParams {
  return {
    kind: props.kind,
    classId: props.classId,
    classroomId: props.classroomId,
    studentId: props.studentId,
    courseId: props.courseId,
    activityId: props.activityId,
    workId,
    answerLogId: undefined,
    status: 0,
    xskt: props.xskt,
  };
}

export default function TestView(props: TestViewProps) {
  const t = useT();
  const work = useStore($work);
  const lookedUp = useStore($lookedUp);
  const paper = useStore($paper);
  const attempts = useStore($attempts);
  const [starting, setStarting] = useState(false);
  const {
    kind,
    classId,
    studentId,
    courseId,
    classroomId,
    activityId,
    xskt,
    name,
  } = props;

  useEffect(() => {
    $shown.set({
      kind,
      classId,
      studentId,
      courseId,
      classroomId,
      activityId,
      xskt,
      name,
    });
    return () => $shown.set(null);
  }, [kind, classId, studentId, courseId, classroomId, activityId, xskt, name]);

  async function start() {
    if (!work || starting) return;
    setStarting(true);
    try {
      const started = await startAttempt(kind, work.workId);
      openStudy(
        examHref(`/study/${kind}/answer`, examParamsOf(props, work.workId), {
          answerLogId: started.answerLogId,
        }),
      );
    } catch {
      // The client has said why; the button is offered again.
      setStarting(false);
    }
  }

  const unit = paper.data?.questionUnitCAResultVO;
  // The classroom's work could not be found: say so where the paper would be, with a retry.
  const lookupFailed = lookedUp.error !== undefined && !lookedUp.loading;
  return (
    <div className="space-y-4" data-viewer="test" data-test-kind={kind}>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-xs font-semibold tracking-wide text-brand">
          {t(kind === "homework" ? "study.route.homework" : "study.route.test")}
        </p>
        <Remote
          shown={
            lookupFailed
              ? { data: undefined, loading: false, error: lookedUp.error }
              : paper
          }
          failed={t("exam.loadFailed")}
          empty={t("common.empty")}
          isEmpty={() => false}
          retry={lookupFailed ? () => $lookedUp.invalidate() : $paper.retry}
        >
          {() => (
            <>
              <h2
                className="mt-1 text-xl font-bold text-slate-900"
                data-test-title
              >
                {unit?.title ?? name}
              </h2>
              <h3 className="mt-4 text-sm font-semibold text-slate-500">
                {t("exam.intro.requirement")}
              </h3>
              <p
                className="mt-1 whitespace-pre-line text-slate-700"
                data-requirement
              >
                {unit?.description}
              </p>
              {kind === "test" && unit?.unitTime ? (
                <p className="mt-2 text-slate-700">
                  {t("exam.intro.duration", { minutes: unit.unitTime })}
                </p>
              ) : null}
              <button
                type="button"
                className="mt-5 rounded-lg bg-brand px-6 py-2.5 font-semibold text-white shadow-sm hover:opacity-95 disabled:opacity-60"
                onClick={() => void start()}
                disabled={starting || !work}
                data-test-start
              >
                {t("exam.intro.start")}
              </button>
            </>
          )}
        </Remote>
      </div>
      {work && (
        <section
          aria-labelledby="test-view-history"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3
            id="test-view-history"
            className="mb-3 text-base font-semibold text-slate-900"
          >
            {t("exam.history.title")}
          </h3>
          <Remote
            shown={attempts}
            failed={t("exam.history.loadFailed")}
            empty={t("exam.history.empty")}
            isEmpty={(list) => list.length === 0}
            retry={$attempts.retry}
          >
            {(list) => (
              <ol className="divide-y divide-slate-200" data-attempts>
                {list.map((attempt, index) => (
                  <li
                    key={attempt.id}
                    className="flex flex-wrap items-center gap-x-6 gap-y-1 py-2 text-sm"
                    data-attempt={attempt.id}
                  >
                    <span className="font-medium text-slate-900">
                      {t("exam.history.attempt", { n: list.length - index })}
                    </span>
                    <span className="text-slate-600">
                      {t("exam.history.time")}：
                      {dayjs(attempt.submitTime ?? attempt.createdTime).format(
                        "YYYY-MM-DD HH:mm",
                      )}
                    </span>
                    <span
                      className={
                        attempt.status === ATTEMPT_STATUS.marked
                          ? "text-emerald-700"
                          : "text-amber-700"
                      }
                    >
                      {t(
                        attempt.status === ATTEMPT_STATUS.marked
                          ? "exam.status.marked"
                          : "exam.status.pendingMarking",
                      )}
                    </span>
                    {attempt.score !== null && (
                      <span className="text-slate-700">
                        {t("exam.score", { score: attempt.score })}
                      </span>
                    )}
                    <StudyLink
                      className="ml-auto font-medium text-brand hover:underline"
                      href={`${attemptHref(kind, attempt, { classId, workId: work.workId })}${xskt ? "&sourceType=xskt" : ""}`}
                    >
                      {t("exam.history.view")}
                    </StudyLink>
                  </li>
                ))}
              </ol>
            )}
          </Remote>
        </section>
      )}
    </div>
  );
}
