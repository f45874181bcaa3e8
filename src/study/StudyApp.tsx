// The study widget (ARCHITECTURE.md, "The study widget"): one root on every study page shell.
// It shows the screen of the current study route, moves between screens without a page load, and
// keeps the area to signed-in students: a visitor, or a student whose session ends here, is told
// to log in first and taken to the login page that brings them back (spec 2 §6).
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, type LazyExoticComponent, type ReactNode } from 'react';
import { sendToLogin } from '../ui/login-gate';
import { useT } from '../ui/useT';
import { loginPathFor } from '../lib/redirect-target';
import { isStudyRoute, type StudyRoute } from '../lib/site-routes';
import { $isLoggedIn } from '../stores/session';
import { MyLearning } from './classes/MyLearning';
import * as ExamScreens from './exam';
import { $studyRouter, redirectStudy } from './router';
import { FOCUSED_SCREENS, HOME_SCREEN } from './screens';
import { ViewingBanner } from './viewing/ViewingBanner';

// The online classroom's two addresses share one screen (and its plyr).
const OnlineClassroom = lazy(() => import('./online-classroom/OnlineClassroom').then((module) => ({ default: module.OnlineClassroom })));

// Heavy screens load on their own route only (the timetable's calendar ships with no other screen).
const LAZY_SCREENS: Record<Exclude<StudyRoute, '/study' | '/study/mine'>, LazyExoticComponent<() => ReactNode>> = {
  '/study/training-class': lazy(() => import('./class-home/ClassHome').then((module) => ({ default: module.ClassHome }))),
  '/study/class-time-table': lazy(() => import('./timetable/Timetable')),
  '/study/classroom/offline': lazy(() => import('./offline-classroom/OfflineClassroom').then((module) => ({ default: module.OfflineClassroom }))),
  '/study/course/course-detail': lazy(() => import('./course/CourseDetail').then((module) => ({ default: module.CourseDetail }))),
  '/study/classroom/online': OnlineClassroom,
  '/study/classroom/classroom-detail': OnlineClassroom,
  // Homework and tests: a homework's and a test's screen of each kind share one lazy chunk (exam/index.ts).
  '/study/homework': ExamScreens.Instructions,
  '/study/homework/answer': ExamScreens.Answering,
  '/study/homework/answer-finish': ExamScreens.Finish,
  '/study/homework/check-my-homework': ExamScreens.Review,
  '/study/test': ExamScreens.Instructions,
  '/study/test/answer': ExamScreens.Answering,
  '/study/test/answer-finish': ExamScreens.Finish,
  '/study/test/check-my-test-exam': ExamScreens.Review,
};

function Loading() {
  const t = useT();
  return (
    <p className="py-16 text-center text-slate-500" role="status">
      {t('common.loading')}
    </p>
  );
}

function LoginFirst() {
  const t = useT();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendToLogin(t('common.loginFirst'));
  }, [t]);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24" data-study-screen="login-first">
      <h1 className="text-3xl font-bold text-slate-900">{t('access.study.title')}</h1>
      <p className="mt-4 text-slate-600">{t('access.study.signIn')}</p>
      <a href={loginPathFor(window.location)} className="mt-8 inline-flex rounded-lg bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:opacity-95">
        {t('access.study.toLogin')}
      </a>
    </section>
  );
}

export function StudyApp() {
  const loggedIn = useStore($isLoggedIn);
  const page = useStore($studyRouter);
  const route = page?.route;
  // /study itself, and a study address with no screen (served the /study shell), open my learning.
  const known = route !== undefined && route !== '/study' && isStudyRoute(route);

  useEffect(() => {
    if (loggedIn && !known) redirectStudy(HOME_SCREEN);
  }, [loggedIn, known]);

  // A new screen starts at its top, as a page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page?.path]);

  // The answering screens are focused (screens.ts FOCUSED_SCREENS): the shell's attribute follows a
  // move between screens that the page load did not see.
  const focused = loggedIn && route !== undefined && FOCUSED_SCREENS.has(route);
  useEffect(() => {
    document.querySelector('[data-study-shell]')?.toggleAttribute('data-study-focus', focused);
  }, [focused]);

  if (!loggedIn) return <LoginFirst />;
  if (!known) return null;
  const Screen = route === '/study/mine' ? MyLearning : LAZY_SCREENS[route as Exclude<StudyRoute, '/study' | '/study/mine'>];
  // Whose study it is, above every screen, when it is not the signed-in user's (spec 2 §6).
  return (
    <>
      <ViewingBanner />
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </>
  );
}
