import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTarget } from '../../../src/lib/redirect-target';

const origin = 'http://demo.localhost:4321';

describe('where a sign-in goes next', () => {
  it.each([
    ['', '/'],
    ['?redirect=%2F', '/'],
    ['?redirect=%2F%3Ftab%3D2', '/?tab=2'],
    ['?redirect=%2Fnotice%2Flist%2F', '/notice/list/'],
    ['?redirect=%2Fnews-information%2Fdetail%2F7%2F%3Fx%3D1%23top', '/news-information/detail/7/?x=1#top'],
    ['?redirect=%2Fnotice%2F..%2Fnews%2F', '/news/'],
    ['?redirect=%2Flogin%2F', '/'],
    ['?redirect=%2Fregister%2F%3Ftype%3D2', '/'],
  ])('%s goes to %s', (search, target) => {
    expect(redirectTarget(search, origin)).toBe(target);
  });

  it.each([
    ['protocol-relative', '?redirect=%2F%2Fevil.example%2F'],
    ['slash and backslash', '?redirect=%2F%5Cevil.example'],
    ['dot segments that leave two slashes', '?redirect=%2F..%2F%2Fevil.example%2Fphish'],
    ['a dot segment and a backslash', '?redirect=%2F.%2F%5C%5Cevil.example'],
    ['a tab the parser strips', '?redirect=%2F%09%2Fevil.example'],
    ['a newline the parser strips', '?redirect=%2F%0A%2Fevil.example'],
    ['an absolute URL', '?redirect=https%3A%2F%2Fevil.example%2F'],
    ['a javascript: URL', '?redirect=javascript%3Aalert(1)'],
    ['a relative word', '?redirect=notice'],
  ])('refuses %s and goes home', (_name, search) => {
    expect(redirectTarget(search, origin)).toBe('/');
  });

  it('goes home when the page has no origin to resolve against', () => {
    expect(redirectTarget('?redirect=%2Fnotice%2Flist%2F', 'null')).toBe('/');
  });
});

describe('the way to the login page and back', () => {
  it('names this page as the redirect, and the login comes back to it', () => {
    const here = { pathname: '/study/homework/answer/', search: '?answerLogId=7&type=1', hash: '#q3' };
    const login = loginPathFor(here);
    expect(login).toBe('/login/?redirect=%2Fstudy%2Fhomework%2Fanswer%2F%3FanswerLogId%3D7%26type%3D1%23q3');
    expect(redirectTarget(new URL(login, origin).search, origin)).toBe('/study/homework/answer/?answerLogId=7&type=1#q3');
  });
});
