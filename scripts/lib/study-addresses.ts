// A seeded student's study addresses, each with the query a real link of the widget carries
// (src/lib/study/jumps.ts builds them, as the screens do), found through the API rather than
// guessed ids; and the session the site's login stores, to sign a browser in without the form.
// bench:pages, bench:lighthouse, the screenshots and tests/e2e/study-routes.spec.ts share it.
import { ATTEMPT_STATUS } from '../../src/lib/exam/work';
import { activityHref, buildHref, coursePageItemOpening, ONLINE_TYPE } from '../../src/lib/study/jumps';
import { studyPageHref, type StudyRoute } from '../../src/lib/site-routes';

export const CLIENT_AUTHORIZATION = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;

/** The demo students of ARCHITECTURE.md ("Fixed points"). */
export const DEMO_STUDENTS = { demo: '13800138000', beta: '13900139000' } as const;

export interface StudentLogin {
  tenant: string;
  userId: string;
  token: string;
  expiration: number;
}

type Call = (path: string, body?: unknown) => Promise<unknown>;

/** A call of the reference API at `apiBase` (a plain address: the tenant travels in its header). */
function caller(apiBase: string, tenant: string, token = ''): Call {
  return async (path, body) => {
    const response = await fetch(`${apiBase}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { tenantId: tenant, Authorization: CLIENT_AUTHORIZATION, 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
    if (!response.ok || ![0, 1, 200].includes(envelope.code)) throw new Error(`${path}: ${response.status} ${envelope.msg}`);
    return envelope.data;
  };
}

/** Logs a seeded student in through the API (password demo123456). */
export async function logInStudent(apiBase: string, tenant: string, mobile: string): Promise<StudentLogin> {
  const data = (await caller(apiBase, tenant)('/api/oauth/anyTenant/login', {
    grantType: 'PASSWORD',
    username: mobile,
    password: 'demo123456',
    tenantId: tenant,
    terminalType: 'PC',
    bizType: 'E_PC',
  })) as Omit<StudentLogin, 'tenant'>;
  return { tenant, userId: data.userId, token: data.token, expiration: data.expiration };
}

/** The local-storage entries of a signed-in session (src/stores/session.ts: `portal:<tenant>:session:<field>`, JSON). */
export function sessionEntries(login: StudentLogin): Record<string, string> {
  const prefix = `portal:${login.tenant}:session:`;
  return {
    [`${prefix}tenantId`]: JSON.stringify(login.tenant),
    [`${prefix}userId`]: JSON.stringify(login.userId),
    [`${prefix}token`]: JSON.stringify(login.token),
    [`${prefix}tokenExpireTime`]: JSON.stringify(String(login.expiration)),
  };
}

/** A script that puts the session in local storage before the page's own scripts run. */
export const sessionScript = (login: StudentLogin) =>
  `for (const [key, value] of Object.entries(${JSON.stringify(sessionEntries(login))})) localStorage.setItem(key, value);`;

interface ClassRecord {
  classId: number;
  studentId: number;
  serviceStatus: number;
}
interface ActivityRecord {
  activityId: number;
  onlineType: number;
  extendId: number;
  bizType: number;
  isRequired: number;
  activityContentResultVOS: { contentId: number; dataType: number; contentType: string; sourceType: string | null }[];
}

/**
 * Every study route but /study itself (which opens my learning), with the query of the link that
 * opens it, in the student's class in service. A route the student's data
 * has no item for (beta has no test among its activities) gets the class's own query.
 */
export async function studyAddresses(apiBase: string, login: StudentLogin): Promise<Map<Exclude<StudyRoute, '/study'>, string>> {
  const call = caller(apiBase, login.tenant, login.token);
  const classes = (await call('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', { userId: login.userId, current: 1, size: 50 })) as {
    records: ClassRecord[];
  };
  // The class in service with the most activities (the demo student's 低压电工作业上岗春季班).
  let chosen: { klass: ClassRecord; activities: ActivityRecord[] } | undefined;
  for (const klass of classes.records.filter((record) => record.serviceStatus === 2)) {
    const model = { classId: klass.classId, studentId: klass.studentId, userId: login.userId };
    const page = (await call('/api/teaching/anyone/classActivity/pageBeforeClassActivity', { current: 1, size: 100, model })) as { records: ActivityRecord[] };
    if (!chosen || page.records.length > chosen.activities.length) chosen = { klass, activities: page.records };
  }
  if (!chosen) throw new Error(`${login.tenant}: the student has no class in service`);
  const { classId, studentId } = chosen.klass;
  const { activities } = chosen;
  const context = { classId, studentId, userId: login.userId };
  const classQuery = buildHref('', context);
  const offline = activities.find((activity) => activity.onlineType === ONLINE_TYPE.offline);
  const online = activities.find((activity) => activity.onlineType === ONLINE_TYPE.online);
  const contentOf = (contentType: string) => {
    for (const activity of activities) {
      const content = activity.activityContentResultVOS.find((item) => item.contentType === contentType);
      if (content) return { activity, content };
    }
    return undefined;
  };
  /** The course page's link to a content (homework, test, online classroom). */
  const contentHref = (contentType: string, fallback: string) => {
    const found = contentOf(contentType);
    if (!found) return `${fallback}${classQuery}`;
    const opening = coursePageItemOpening(
      { classroomId: found.content.contentId, dataType: found.content.dataType, contentType, sourceType: found.content.sourceType },
      { courseId: found.activity.extendId },
      { classId, classStudentId: studentId },
    );
    return opening.kind === 'navigate' ? opening.href : `${fallback}${classQuery}`;
  };
  const homework = contentHref('ONLINE_HOMEWORK', '/study/homework');
  const test = contentHref('ONLINE_TEST', '/study/test');
  const query = (href: string) => href.slice(href.indexOf('?'));
  /** A review's link from the history (src/lib/exam/submit.ts attemptHref): the work and one of its attempts, a marked one if any. */
  const reviewHref = async (kind: 'homework' | 'test', href: string, path: string) => {
    const search = new URLSearchParams(query(href));
    const lookup = new URLSearchParams({ classId: String(classId), studentId: String(studentId), courseId: search.get('courseId') ?? '', classroomId: search.get('classroomId') ?? '' });
    const work = (await call(`/api/teaching/anyone/${kind === 'homework' ? 'studentWork/getStudentWorkId' : 'testStudent/getTestStudentId'}?${lookup}`).catch(() => null)) as { id: number } | null;
    if (!work) return `${path}${query(href)}`;
    const logs = (await call(`/api/teaching/anyone/${kind === 'homework' ? `studentWork/answerLogs?studentWorkMasterId=${work.id}` : `testStudent/answerLogs?testStudentId=${work.id}`}`)) as { id: number; status: number }[];
    const attempt = logs.find((log) => log.status === ATTEMPT_STATUS.marked) ?? logs[0];
    return attempt ? buildHref(path, { classId, workId: work.id, answerLogId: attempt.id, status: attempt.status }) : `${path}${query(href)}`;
  };
  const routes: [Exclude<StudyRoute, '/study'>, string][] = [
    ['/study/mine', '/study/mine'],
    ['/study/training-class', buildHref('/study/training-class', context)],
    ['/study/class-time-table', buildHref('/study/class-time-table', context)],
    ['/study/classroom/offline', offline ? activityHref(offline, context) : `/study/classroom/offline${classQuery}`],
    ['/study/classroom/online', contentHref('ONLINE_VIDEO_TEACHING', '/study/classroom/online')],
    ['/study/classroom/classroom-detail', online ? activityHref(online, context) : `/study/classroom/classroom-detail${classQuery}`],
    ['/study/course/course-detail', buildHref('/study/course/course-detail', { courseId: online?.extendId ?? offline?.extendId, classId, classStudentId: studentId })],
    ['/study/homework', homework],
    ['/study/homework/answer', `/study/homework/answer${query(homework)}`],
    ['/study/homework/answer-finish', `/study/homework/answer-finish${query(homework)}`],
    ['/study/homework/check-my-homework', await reviewHref('homework', homework, '/study/homework/check-my-homework')],
    ['/study/test', test],
    ['/study/test/answer', `/study/test/answer${query(test)}`],
    ['/study/test/answer-finish', `/study/test/answer-finish${query(test)}`],
    ['/study/test/check-my-test-exam', await reviewHref('test', test, '/study/test/check-my-test-exam')],
  ];
  // The path form the pre-built shells live at ('/study/mine/?…'), as the widget pushes it.
  return new Map(routes.map(([route, href]) => [route, studyPageHref(href)]));
}
