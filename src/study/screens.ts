// The study routes as screens: the heading each one shows, which the page shell also renders
// before the widget mounts (so a reload or a deep link shows where it is at once). No React here:
// the Astro shell imports it at build time.
import type { MessageKey } from '../i18n';
import type { StudyRoute } from '../lib/site-routes';

export const SCREEN_TITLES: Record<StudyRoute, MessageKey> = {
  '/study': 'study.route.root',
  '/study/mine': 'study.route.mine',
  '/study/training-class': 'study.route.trainingClass',
  '/study/class-time-table': 'study.route.classTimeTable',
  '/study/classroom/offline': 'study.route.offline',
  '/study/classroom/online': 'study.route.online',
  '/study/classroom/classroom-detail': 'study.route.classroomDetail',
  '/study/course/course-detail': 'study.route.courseDetail',
  '/study/homework': 'study.route.homework',
  '/study/homework/answer': 'study.route.homeworkAnswer',
  '/study/homework/answer-finish': 'study.route.homeworkFinish',
  '/study/homework/check-my-homework': 'study.route.checkHomework',
  '/study/test': 'study.route.test',
  '/study/test/answer': 'study.route.testAnswer',
  '/study/test/answer-finish': 'study.route.testFinish',
  '/study/test/check-my-test-exam': 'study.route.checkTest',
};

/** My learning: where /study itself, and any study address without a screen, leads. */
export const HOME_SCREEN: StudyRoute = '/study/mine';

/**
 * The answering screens are focused screens (issue 28 item 4): below the `lg` width the school's
 * header, footer and floating tools are out of the way while a homework or test is answered. The
 * shell carries `data-study-focus` from the first paint (nothing moves when the widget arrives),
 * and the widget keeps it in step as it moves between screens without a page load.
 */
export const FOCUSED_SCREENS: ReadonlySet<StudyRoute> = new Set(['/study/homework/answer', '/study/test/answer']);
