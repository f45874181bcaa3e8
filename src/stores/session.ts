// Who is using the site (spec 1 §4, Identity): a visitor with a device-derived id, or a signed-in
// user with a token. Kept per school under `portal:<tenantId>:session:`, written to storage the
// moment it changes, so a reload or another island of the same school sees it at once.
import { persistentMap } from '@nanostores/persistent';
import { atom, computed, onMount, type MapStore, type ReadableAtom } from 'nanostores';
import type { components } from '../api/schema';
import { isTokenExpired } from '../lib/token-expiry';
import { $tenant, tenantKeyPrefix } from './tenant';
import { clearPrivateData, forgetOtherStudents } from './private-data';

/** User info as the contract describes it (spec 1 §3); the user info call's answer, stored as it comes. */
export type UserInfo = components['schemas']['UserInfo'];

export type Session = {
  tenantId: string;
  token: string;
  /** The login answer's expiration, as text (the platform sends epoch ms or a date). */
  tokenExpireTime: string;
  userId: string;
  user: UserInfo | null;
  /** The visitor id; kept after sign-in so the same device stays the same visitor. */
  uuid: string;
};

/** The login call's answer (spec 1 §3, Login payload). */
export type LoginResult = components['schemas']['LoginResult'];

/**
 * What starts a session: a login answer, or a session handed over (the phone preview, an
 * encryptionToken link), whose userId may be a number and expiration a date text, and which may
 * name the school and bring the user info.
 */
export type SessionStart = Pick<LoginResult, 'token'> & {
  userId: LoginResult['userId'] | number;
  expiration?: LoginResult['expiration'] | string | null;
  tenantId?: string;
  user?: UserInfo | null;
};

const emptySession: Session = { tenantId: '', token: '', tokenExpireTime: '', userId: '', user: null, uuid: '' };

function decode(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A value written by hand or by an older version: better an empty field than a broken page.
    return undefined;
  }
}

const sessionsByTenant = new Map<string, MapStore<Session>>();

function sessionStoreOf(tenantId: string): MapStore<Session> {
  let store = sessionsByTenant.get(tenantId);
  if (!store) {
    store = persistentMap<Session>(`${tenantKeyPrefix(tenantId)}session:`, emptySession, {
      encode: JSON.stringify,
      decode: decode as (text: string) => Session[keyof Session],
    });
    sessionsByTenant.set(tenantId, store);
  }
  return store;
}

const currentStore = () => sessionStoreOf($tenant.get().tenantId);

// $session follows the current tenant's store: islands subscribe once, and a tenant set later in
// the navigation (spec 1 §2.2) switches them to that school's session.
const $current = atom<Session>(emptySession);
onMount($current, () => {
  let boundTenant: string | undefined;
  let unbindSession: (() => void) | undefined;
  const unbindTenant = $tenant.subscribe(({ tenantId }) => {
    if (tenantId === boundTenant) return;
    boundTenant = tenantId;
    unbindSession?.();
    unbindSession = sessionStoreOf(tenantId).subscribe((session) => $current.set({ ...emptySession, ...session }));
  });
  return () => {
    unbindTenant();
    unbindSession?.();
  };
});

export const $session: ReadableAtom<Session> = $current;

/** Logged in means a user id and a token both exist (spec 1 §4), and the token has not expired. */
export function isLoggedIn(session: Session = $session.get(), now: number = Date.now()): boolean {
  return Boolean(session.userId && session.token) && !isTokenExpired(session.tokenExpireTime, now);
}

export const $isLoggedIn = computed($session, (session) => isLoggedIn(session));

/**
 * Stores the session; resolves when another student's exam journal left in this browser is gone
 * (never rejects): a caller about to leave the page waits for it, the others need not.
 */
export function signIn({ userId, token, expiration, tenantId, user }: SessionStart): Promise<void> {
  const store = currentStore();
  const previous = store.get();
  store.set({
    ...emptySession,
    ...previous,
    // Another person's name and avatar must not stay beside the new token.
    ...(previous.userId !== String(userId) ? { user: null } : {}),
    tenantId: tenantId ?? $tenant.get().tenantId,
    userId: String(userId),
    token,
    tokenExpireTime: expiration === null || expiration === undefined ? '' : String(expiration),
    ...(user !== undefined ? { user } : {}),
  });
  // Another student's journal, kept after the server ended their session, goes (issue 28); a
  // caller that moves on to another page waits for it (complete-sign-in.ts).
  return forgetOtherStudents(String(userId));
}

/** The user info call's answer, stored beside the token. */
export function setUser(user: UserInfo | null): void {
  currentStore().setKey('user', user);
}

export function clearToken(): void {
  const store = currentStore();
  store.setKey('token', '');
  store.setKey('tokenExpireTime', '');
}

/** Drops the visitor id; the next ensureVisitor() creates a fresh one (spec 1 §8.1, token codes). */
export function clearVisitor(): void {
  currentStore().setKey('uuid', '');
}

/**
 * Logout clears the token, empties the user and re-creates the visitor (spec 1 §4), and deletes the
 * student's private data in this browser (the exam journal, private offline caches: issue 28).
 * Only a deliberate logout comes here (src/islands/auth/logout.ts, which first tries to send unsent
 * answers and asks); a session the server ends clears the token alone (clearToken), and the journal
 * stays for its student.
 */
export function signOut(): void {
  currentStore().set({ ...emptySession });
  ensureVisitor();
  void clearPrivateData();
}

/** When no user is signed in and no visitor id exists yet, creates one (spec 1 §2.2 step 3). Returns the visitor id. */
export function ensureVisitor(): string {
  const store = currentStore();
  const session = store.get();
  if (session.uuid || isLoggedIn({ ...emptySession, ...session })) return session.uuid ?? '';
  const uuid = newVisitorId();
  store.setKey('uuid', uuid);
  return uuid;
}

// crypto.randomUUID exists only in secure contexts; a school served over plain http still needs a visitor id.
function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
