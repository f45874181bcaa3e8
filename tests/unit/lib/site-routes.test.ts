import { describe, expect, it } from 'vitest';
import { isStudyRoute, SITE_REDIRECTS, sitePath, staticPathFor, studyPageHref } from '../../../src/lib/site-routes';

const query = (text: string) => new URLSearchParams(text);

describe('staticPathFor', () => {
  it.each([
    ['/news-information/detail', 'id=7', '/news-information/detail/7/'],
    ['/news-information/detail/', 'id=7&categorizeId=2', '/news-information/detail/7/'],
    ['/news-information/list', 'categorizeId=3', '/news-information/list/3/'],
    ['/news-information/list', 'categorizeId=3&page=2', '/news-information/list/3/2/'],
    ['/notice/detail', 'id=abc-1', '/notice/detail/abc-1/'],
    ['/educational-product', 'id=12&questionId=4', '/educational-product/12/'],
    ['/hot-major', 'id=5', '/hot-major/5/'],
    ['/register', 'type=2', '/register/2/'],
  ])('rewrites %s?%s to the pre-built %s', (pathname, search, expected) => {
    expect(staticPathFor(pathname, query(search))).toBe(expected);
  });

  it('stops at the first missing parameter, so a page number alone picks nothing', () => {
    expect(staticPathFor('/news-information/list', query('page=2'))).toBeUndefined();
  });

  it('leaves pages that take no query, and query routes without their parameter, alone', () => {
    expect(staticPathFor('/school-info', query('index=1'))).toBeUndefined();
    expect(staticPathFor('/notice/detail', query(''))).toBeUndefined();
  });

  it('refuses values that could escape their folder', () => {
    expect(staticPathFor('/notice/detail', query('id=../../etc'))).toBeUndefined();
    expect(staticPathFor('/notice/detail', query(`id=${'x'.repeat(65)}`))).toBeUndefined();
  });
});

describe('sitePath', () => {
  it('builds the path form with a trailing slash and skips empty segments', () => {
    expect(sitePath('/news-information/list', 3, 2)).toBe('/news-information/list/3/2/');
    expect(sitePath('/news-information/list/', undefined)).toBe('/news-information/list/');
    expect(sitePath('/', null, '')).toBe('/');
    expect(sitePath('/', 'x')).toBe('/x/');
  });
});

describe('SITE_REDIRECTS', () => {
  it('sends /news to the news list and an empty notice path to the notice list', () => {
    expect(SITE_REDIRECTS['/news']).toBe('/news-information/list/');
    expect(SITE_REDIRECTS['/notice/detail']).toBe('/notice/list/');
  });

  it('sends a news detail without an id to the news list, and a training project without one home', () => {
    expect(SITE_REDIRECTS['/news-information/detail']).toBe('/news-information/list/');
    expect(SITE_REDIRECTS['/educational-product']).toBe('/');
  });
});

describe('study routes', () => {
  it('knows every study route, with or without its trailing slash', () => {
    expect(isStudyRoute('/study/mine')).toBe(true);
    expect(isStudyRoute('/study/classroom/offline/')).toBe(true);
    expect(isStudyRoute('/study/not/yet/known')).toBe(false);
  });

  it('writes a study link in the path form its shell is served at, keeping the query and hash', () => {
    expect(studyPageHref('/study/training-class?classId=1&studentId=2')).toBe('/study/training-class/?classId=1&studentId=2');
    expect(studyPageHref('/study/mine')).toBe('/study/mine/');
    expect(studyPageHref('/study/mine/#top')).toBe('/study/mine/#top');
    expect(studyPageHref('/')).toBe('/');
  });
});
