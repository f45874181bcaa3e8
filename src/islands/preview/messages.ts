// The messages the portal and the mobile web app inside the phone-frame preview exchange through
// window.postMessage (spec 1 §4, preview modal). public/mobile-preview/ speaks them too.
//
// portal → frame (posted to the frame's origin only)
//   { type: 'portal:logout' }
//       Nobody is signed in on the portal: the mobile app signs out as well. Posted when the frame
//       has loaded, and again whenever the frame announces it is ready.
//
// frame → portal (accepted only when event.origin is the frame's origin and event.source its window)
//   { type: 'portal:ready' }
//       The mobile app listens now. An app that sets up its listener after its load event (a
//       single-page app still hydrating) would otherwise miss what the portal posted on load.
//   { type: 'portal:login', userId, token, expiration?, user? }
//       The mobile app signed in. The portal stores the same session: signIn({ userId, token,
//       expiration, user }); userId is text or a number, expiration epoch ms or a date text,
//       user the platform's user info (spec 1 §3).
import type { UserInfo } from '../../stores/session';

export const LOGOUT_MESSAGE = { type: 'portal:logout' } as const;

export interface ReadyMessage {
  type: 'portal:ready';
}

export interface LoginMessage {
  type: 'portal:login';
  userId: string | number;
  token: string;
  expiration?: string | number | null;
  user?: UserInfo | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function isReadyMessage(data: unknown): data is ReadyMessage {
  return isRecord(data) && data.type === 'portal:ready';
}

/** A login message with what a session needs; anything less is ignored, never half-stored. */
export function isLoginMessage(data: unknown): data is LoginMessage {
  if (!isRecord(data) || data.type !== 'portal:login') return false;
  const { userId, token, expiration, user } = data;
  const hasUserId = (typeof userId === 'string' && userId !== '') || (typeof userId === 'number' && Number.isFinite(userId));
  const validExpiration = expiration === undefined || expiration === null || typeof expiration === 'string' || typeof expiration === 'number';
  const validUser = user === undefined || user === null || isRecord(user);
  return hasUserId && typeof token === 'string' && token !== '' && validExpiration && validUser;
}
