// The session handshake with the frame (./messages.ts): tell it to sign out when nobody is signed
// in here, and take over a sign-in that happens inside it.
import { useCallback, useEffect, type RefObject } from 'react';
import { isLoggedIn, signIn } from '../../stores/session';
import { isLoginMessage, isReadyMessage, LOGOUT_MESSAGE } from './messages';

export function useFrameSession(frame: RefObject<HTMLIFrameElement | null>, src: string) {
  const origin = new URL(src).origin;

  /** Spec 1 §4: on open, a preview of a portal nobody is signed in to is told to log out. */
  const tellSession = useCallback(() => {
    if (!isLoggedIn()) frame.current?.contentWindow?.postMessage(LOGOUT_MESSAGE, origin);
  }, [frame, origin]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Any page can post to this window: only the frame we opened, at the origin we opened, is heard.
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      if (isReadyMessage(event.data)) tellSession();
      else if (isLoginMessage(event.data)) {
        const { userId, token, expiration, user } = event.data;
        signIn({ userId, token, expiration: expiration ?? null, ...(user !== undefined ? { user } : {}) });
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, tellSession]);

  return { onFrameLoad: tellSession };
}
