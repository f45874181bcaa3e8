// The widget's router (@nanostores/router): one route per study route of src/lib/site-routes.ts,
// named by its path. Every route is also a pre-built page, so a reload of any address opens the
// same screen; inside the widget a move is a history push, not a page load. The query parameters
// of the spec (classId, userId, studentId, experience …) are the page's `search`.
//
// links: false: the router would otherwise take over every same-origin <a> of the page, the
// site's header and footer included, whose pages are not screens of this widget. Study links
// are <StudyLink>s, which open their screen themselves.
import { createRouter } from '@nanostores/router';
import { computed } from 'nanostores';
import { STUDY_ROUTES, studyPageHref, type StudyRoute } from '../lib/site-routes';
import { $session } from '../stores/session';

const routes = Object.fromEntries(STUDY_ROUTES.map((route) => [route, route])) as { [Route in StudyRoute]: Route };

export const $studyRouter = createRouter(routes, { links: false });

let holdingBack: ((event: PopStateEvent) => void) | undefined;

// Added when this module loads, before the router's own listener (added when it is first
// subscribed): a screen that holds the browser's Back (src/study/ui/leave-guard.ts) hears the move
// first and can stop it. Listeners of one target run in the order they were added.
if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => holdingBack?.(event));

/** While set, `hold` hears every Back and Forward before the router does (one holder at a time); returns its release. */
export function holdHistoryMoves(hold: (event: PopStateEvent) => void): () => void {
  holdingBack = hold;
  return () => {
    if (holdingBack === hold) holdingBack = undefined;
  };
}

/** Opens a study address ('/study/training-class?classId=1') without a page load; back returns. */
export function openStudy(href: string): void {
  $studyRouter.open(studyPageHref(keepViewedUser(href)));
}

/**
 * While viewing on behalf of a userId, a move to another study screen keeps showing that user's
 * study (spec 2 §6): the userId goes along unless the address names one itself. Likewise an
 * observer stays one (`experience`) on every screen of the same experience class.
 */
export function keepViewedUser(href: string): string {
  const search = $studyRouter.get()?.search ?? {};
  const userId = search.userId && search.userId !== $session.get().userId ? search.userId : '';
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const [path = '', query = ''] = (hashAt === -1 ? href : href.slice(0, hashAt)).split('?', 2);
  const params = new URLSearchParams(query);
  let changed = false;
  if (userId && !params.has('userId')) {
    params.set('userId', userId);
    changed = true;
  }
  if (search.experience === '1' && search.classId && params.get('classId') === search.classId && !params.has('experience')) {
    params.set('experience', '1');
    changed = true;
  }
  return changed ? `${path}?${params.toString()}${hash}` : href;
}

/** Replaces the current address (no new history entry): /study itself, or an unknown study address, becomes my learning. */
export function redirectStudy(href: string): void {
  $studyRouter.open(studyPageHref(href), true);
}

/** One query parameter of the current screen ('' when absent). */
export function searchParam(name: string): string {
  return $studyRouter.get()?.search[name] ?? '';
}

/**
 * Whose study the screens show (spec 2 §6): the `userId` of the address when viewing on behalf of
 * someone, else the signed-in user. The API refuses another user's id (403), which the screens show.
 */
export const $viewedUserId = computed([$studyRouter, $session], (page, session) => page?.search.userId || session.userId);

/** True when the address names a user other than the signed-in one. */
export const $onBehalf = computed([$studyRouter, $session], (page, session) => Boolean(page?.search.userId && page.search.userId !== session.userId));
