// The study area offline (src/lib/study-offline.ts): what the service worker controls, what it may
// keep, and what sign-out deletes.
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../src/lib/security-headers';
import {
  isFont,
  isHashedAsset,
  isInStudyScope,
  isOfflineApiRead,
  isPrivateCacheName,
  PRIVATE_CACHE_PREFIX,
  PRIVATE_DATABASES,
  STUDY_ASSET_CACHE,
  STUDY_OFFLINE_PAGE,
  STUDY_WORKER_SCOPE,
  STUDY_WORKER_URL,
} from '../../../src/lib/study-offline';

describe('the study worker', () => {
  it('lives in the study area and controls only it', () => {
    expect(STUDY_WORKER_URL.startsWith(STUDY_WORKER_SCOPE)).toBe(true);
    expect(isInStudyScope('/study/test/answer/')).toBe(true);
    expect(isInStudyScope(STUDY_OFFLINE_PAGE)).toBe(true);
    for (const pathname of ['/', '/login/', '/studyroom/', '/news-information/list/']) expect(isInStudyScope(pathname), pathname).toBe(false);
  });

  it('keeps no API answer: the exam keeps its paper and answers in its own journal', () => {
    for (const pathname of ['/api/exam/anyUser/paper/get', '/api/exam/anyUser/answerLog/get', '/api/oauth/anyUser/userInfo']) {
      expect(isOfflineApiRead(pathname), pathname).toBe(false);
    }
    expect(isOfflineApiRead('/api/exam/anyUser/answer/save', 'POST')).toBe(false);
  });

  it('keeps content-hashed bundles and fonts, not pages or media', () => {
    expect(isHashedAsset('/_astro/mount.Bx_N3Rbk.js')).toBe(true);
    expect(isHashedAsset('/media/demo.mp4')).toBe(false);
    expect(isFont('/_astro/inter.woff2')).toBe(true);
    expect(isFont('/study/mine/')).toBe(false);
  });

  it('names private caches apart from the shared ones, and the journal among the private databases', () => {
    expect(isPrivateCacheName(`${PRIVATE_CACHE_PREFIX}-api`)).toBe(true);
    expect(isPrivateCacheName(STUDY_ASSET_CACHE)).toBe(false);
    expect(isPrivateCacheName('study-precache-v2-http://localhost/study/')).toBe(false);
    expect(PRIVATE_DATABASES).toContain('exam-journal');
  });

  it("the worker's script may fetch the site (a worker runs under its script's policy); other scripts may not", () => {
    const worker = securityHeaders('text/javascript; charset=utf-8', undefined, STUDY_WORKER_URL)['content-security-policy'];
    expect(worker).toContain("default-src 'self'");
    expect(securityHeaders('text/javascript; charset=utf-8', undefined, '/_astro/app.js')['content-security-policy']).toContain("default-src 'none'");
    // A page at the worker's address would still get the page policy (it never is one).
    expect(securityHeaders('text/html', undefined, STUDY_WORKER_URL)['content-security-policy']).toContain("script-src 'self'");
  });
});
