// A visit to the class home: it begins when the address comes to the class home from another screen,
// or names another class or person on it (a link, Back or Forward, a reload). A link within the page
// (the school's 'back to top', the skip link) only changes the hash: the same visit.
//
// Why here, at the router, and not in the screen's mount effect: what the student chooses on the
// screen (stores.ts) must be forgotten when a visit begins and never after. A mount effect runs
// after the screen's first commit, so a remount, or a first commit that already shows the tabs,
// would undo a tap made in between (and render the last visit's choice first). The router's change
// runs before React renders the screen, so nothing the screen does while loading resets anything.
// Keying the choice by class alone would not do: a new visit to the same class starts again on the
// tabs its data choose.
import { $studyRouter } from '../router';

const CLASS_HOME = '/study/training-class';

/** The address of a visit to the class home without its hash ('/study/training-class?classId=1'); null elsewhere. */
function visitedAddress(page: ReturnType<typeof $studyRouter.get>): string | null {
  return page?.route === CLASS_HOME ? `${page.path}?${new URLSearchParams(page.search).toString()}` : null;
}

/**
 * Calls `begin` whenever a new visit to the class home begins, inside the router's change, before
 * the screen renders. The visit under way when this is first called is not announced: whatever
 * `begin` resets starts out reset.
 */
export function onClassHomeVisit(begin: () => void): void {
  let current = visitedAddress($studyRouter.get());
  $studyRouter.listen((page) => {
    const address = visitedAddress(page);
    if (address === current) return;
    current = address;
    if (address !== null) begin();
  });
}
