import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $isLoggedIn, $session, clearToken, clearVisitor, ensureVisitor, isLoggedIn, setUser, signIn, signOut, type UserInfo } from '../../../src/stores/session';
import { setTenant } from '../../../src/stores/tenant';

/** The user info call's answer, as the contract has it. */
const user = (fields: Partial<UserInfo>): UserInfo => ({ id: 'u1', type: 'USER', userId: 'u1', avatar: null, realName: null, nickName: 'Li', username: null, mobile: '138****8000', ...fields });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  cleanTestStorage();
  setTenant({ tenantId: 'demo' });
  signOut();
  clearVisitor();
});

describe('identity (spec 1 §4)', () => {
  it('a visitor gets a random visitor id once, kept in storage under the school prefix', () => {
    const uuid = ensureVisitor();
    expect(uuid).toMatch(UUID);
    expect(ensureVisitor()).toBe(uuid);
    expect($session.get().uuid).toBe(uuid);
    expect(getTestStorage()['portal:demo:session:uuid']).toBe(JSON.stringify(uuid));
  });

  it('signing in stores the token, its expiry and the user id in storage at once', () => {
    signIn({ userId: 42, token: 'tok-1', expiration: 1_700_000_000_000 });
    expect(getTestStorage()).toMatchObject({
      'portal:demo:session:token': '"tok-1"',
      'portal:demo:session:tokenExpireTime': '"1700000000000"',
      'portal:demo:session:userId': '"42"',
      'portal:demo:session:tenantId': '"demo"',
    });
    expect($session.get()).toMatchObject({ token: 'tok-1', userId: '42', tenantId: 'demo' });
  });

  it('is logged in only when both a user id and a token exist', () => {
    expect(isLoggedIn()).toBe(false);
    signIn({ userId: 'u1', token: 'tok' });
    expect(isLoggedIn()).toBe(true);
    expect($isLoggedIn.get()).toBe(true);
    clearToken();
    expect(isLoggedIn()).toBe(false);
    expect($session.get().userId).toBe('u1');
    expect(isLoggedIn({ ...$session.get(), userId: '', token: 'tok' })).toBe(false);
  });

  it('is not logged in once the stored token has expired', () => {
    signIn({ userId: 'u1', token: 'tok', expiration: Date.now() + 60_000 });
    expect(isLoggedIn()).toBe(true);
    signIn({ userId: 'u1', token: 'tok', expiration: Date.now() - 1 });
    expect(isLoggedIn()).toBe(false);
    expect($isLoggedIn.get()).toBe(false);
  });

  it("signing in as someone else drops the previous user's info, signing in again as the same user keeps it", () => {
    signIn({ userId: 'u1', token: 'tok', user: user({}) });
    signIn({ userId: 'u1', token: 'tok-2' });
    expect($session.get().user).toEqual(user({}));
    signIn({ userId: 'u2', token: 'tok-3' });
    expect($session.get().user).toBeNull();
  });

  it('stores the user info beside the token', () => {
    signIn({ userId: 'u1', token: 'tok', user: user({}) });
    setUser(user({ nickName: 'Li Lei', avatar: 'a.png' }));
    expect($session.get().user).toEqual(user({ nickName: 'Li Lei', avatar: 'a.png' }));
    expect(JSON.parse(getTestStorage()['portal:demo:session:user']!)).toEqual(user({ nickName: 'Li Lei', avatar: 'a.png' }));
  });

  it('logout clears the token, empties the user and re-creates the visitor', () => {
    const before = ensureVisitor();
    signIn({ userId: 'u1', token: 'tok', user: user({}) });
    signOut();
    const session = $session.get();
    expect(session).toMatchObject({ token: '', tokenExpireTime: '', userId: '', user: null });
    expect(session.uuid).toMatch(UUID);
    expect(session.uuid).not.toBe(before);
    expect(getTestStorage()['portal:demo:session:token']).toBe('""');
  });

  it('creates no visitor while a user is signed in', () => {
    signIn({ userId: 'u1', token: 'tok' });
    expect(ensureVisitor()).toBe('');
    expect($session.get().uuid).toBe('');
  });

  it('clearVisitor drops the visitor id so the next navigation creates a new one', () => {
    const uuid = ensureVisitor();
    clearVisitor();
    expect($session.get().uuid).toBe('');
    expect(ensureVisitor()).not.toBe(uuid);
  });
});

describe('one session per school', () => {
  it('keeps each tenant’s session under its own prefix and follows the current tenant', () => {
    signIn({ userId: 'u1', token: 'demo-token' });
    const seen: string[] = [];
    const unbind = $session.subscribe((session) => seen.push(session.token));

    setTenant({ tenantId: 'beta' });
    expect($session.get().token).toBe('');
    signIn({ userId: 'u2', token: 'beta-token' });
    expect(getTestStorage()['portal:beta:session:token']).toBe('"beta-token"');
    expect(getTestStorage()['portal:demo:session:token']).toBe('"demo-token"');

    setTenant({ tenantId: 'demo' });
    expect($session.get().token).toBe('demo-token');
    expect(seen).toEqual(['demo-token', '', 'beta-token', 'demo-token']);
    unbind();
  });

  it('picks up a change another tab wrote to storage', () => {
    signIn({ userId: 'u1', token: 'tok' });
    const unbind = $session.listen(() => {});
    setTestStorageKey('portal:demo:session:token', '"from-another-tab"');
    expect($session.get().token).toBe('from-another-tab');
    unbind();
  });

  it('reads an unreadable stored value as empty rather than failing', () => {
    const unbind = $session.listen(() => {});
    setTestStorageKey('portal:demo:session:user', '{not json');
    expect($session.get().user).toBeNull();
    unbind();
  });
});
