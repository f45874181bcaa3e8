// A sign-in handed over in a link (encryptionToken) must not silently replace someone who is
// already signed in on this device: a link from anyone would otherwise put a student into another
// person's account (and what they then type, into that account). The student is asked first.
import { $session, isLoggedIn } from '../../stores/session';

/** True when the link's user may be signed in: nobody else is signed in, or the student agreed to switch. */
export function maySignInAs(userId: string, doc: Document = document, ask: (question: string) => boolean = (question) => window.confirm(question)): boolean {
  const session = $session.get();
  if (!isLoggedIn(session) || session.userId === userId) return true;
  return ask(doc.documentElement.dataset.switchAccountQuestion ?? '');
}
