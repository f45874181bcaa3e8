import { describe, expect, it } from 'vitest';
import { appBase, appPage, DEMO_MOBILE_APP, mobileHomeUrl, previewFrameUrl, visitRegistrationUrl } from '../../../src/lib/mobile-app';

const tenant = { id: 'demo', domains: ['demo.localhost', 'demo.example.com'] };
const school = (mobileApp: string | null, website: string | null = null) => ({ domains: { mobileApp }, info: { website } });

describe('appBase', () => {
  it('reads a bare host as https and ends the path with a slash', () => {
    expect(appBase('m.school.com/demo')?.href).toBe('https://m.school.com/demo/');
    expect(appBase('http://m.school.com/')?.href).toBe('http://m.school.com/');
  });

  it('reads a path on this site when it has the page', () => {
    expect(appBase('/mobile-preview', new URL('http://demo.localhost:4321/'))?.href).toBe('http://demo.localhost:4321/mobile-preview/');
  });

  it('answers nothing for what is not an address', () => {
    expect(appBase('http://exa mple.com')).toBeUndefined();
  });
});

describe('appPage', () => {
  it('puts the path under the base and the school last in the query', () => {
    expect(appPage(new URL('https://m.school.com/app/'), '/mine', 'demo', { type: '1' }).href).toBe('https://m.school.com/app/mine?type=1&schoolId=demo');
  });
});

describe('the QR code addresses', () => {
  it('lead to the school mobile app', () => {
    expect(mobileHomeUrl(school('m.school.com'), tenant)).toBe('https://m.school.com/?schoolId=demo');
    expect(visitRegistrationUrl(school('m.school.com'), tenant)).toBe('https://m.school.com/register?type=1&schoolId=demo');
  });

  it('fall back to the website, whose login page registers', () => {
    expect(mobileHomeUrl(school(null, 'https://www.school.com'), tenant)).toBe('https://www.school.com/?schoolId=demo');
    expect(visitRegistrationUrl(school(null, 'https://www.school.com'), tenant)).toBe('https://www.school.com/login/?schoolId=demo');
  });

  it('fall back to the first public domain, skipping a broken address', () => {
    expect(mobileHomeUrl(school('http://bad host'), tenant)).toBe('https://demo.example.com/?schoolId=demo');
    expect(mobileHomeUrl(school(null), { id: 'x', domains: ['x.localhost'] })).toBe('https://x.localhost/?schoolId=x');
  });

  it('refuse a school with no address at all', () => {
    expect(() => mobileHomeUrl(school(null), { id: 'x', domains: [] })).toThrow(/no mobile app/);
  });
});

describe('previewFrameUrl', () => {
  const request = { path: '/mine', tenantId: 'demo', locale: 'en' as const };

  it('shows the configured mobile app from a public site', () => {
    const url = previewFrameUrl({ ...request, configured: 'm.school.com/app', page: new URL('https://www.school.com/') });
    expect(url.href).toBe('https://m.school.com/app/mine?schoolId=demo');
  });

  it('shows a mobile app served locally from a local site', () => {
    const url = previewFrameUrl({ ...request, configured: 'http://127.0.0.1:5000', page: new URL('http://localhost:4321/') });
    expect(url.href).toBe('http://127.0.0.1:5000/mine?schoolId=demo');
  });

  it('stands the demo page in for a remote app, or none, on a local site', () => {
    for (const configured of ['m.school.com', undefined]) {
      const url = previewFrameUrl({ ...request, path: 'mine', configured, page: new URL('http://demo.localhost:4321/x/') });
      expect(url.pathname).toBe(DEMO_MOBILE_APP);
      expect(Object.fromEntries(url.searchParams)).toEqual({ path: '/mine', tenantId: 'demo', lang: 'en' });
    }
  });

  it('keeps a path that already starts at the root', () => {
    const url = previewFrameUrl({ ...request, configured: undefined, page: new URL('http://[::1]:4321/') });
    expect(url.searchParams.get('path')).toBe('/mine');
  });
});
