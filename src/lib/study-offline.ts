// The study area offline (issue 28 item 1): where its service worker lives and what it controls,
// what it may keep, and what is private. The worker (src/site/worker/study-sw.ts), the page that
// registers it (src/site/browser/study-worker.ts), the sign-out that clears private data
// (src/stores/private-data.ts), the build (scripts/lib/study-worker.ts) and the servers' headers
// (scripts/lib/site-server.ts, nginx-config.ts) all read these, so they cannot drift apart.

/** The worker's script, one per school (dist/<tenant>/study/sw.js): its folder is its scope. */
export const STUDY_WORKER_URL = '/study/sw.js';

/** Only the study area is controlled: the public pages stay plain files for the CDN. */
export const STUDY_WORKER_SCOPE = '/study/';

/** The school's 'you are offline' page, shown for a study address that has no cached shell. */
export const STUDY_OFFLINE_PAGE = '/study/offline/';

/** The school's web app manifest, linked from the study shells only. */
export const WEB_APP_MANIFEST_URL = '/manifest.webmanifest';

/** The manifest's icons (generated PNGs in the school's colour), by size. */
export const WEB_APP_ICON_SIZES = [192, 512] as const;
export const webAppIconUrl = (size: number) => `/study/icons/icon-${size}.png`;

/**
 * Cache names. The precache (study shells, the offline page, the manifest and the study pages'
 * bundles) is Workbox's, revisioned per entry; the runtime cache holds other content-hashed
 * bundles and fonts, which never change under one name, so files of an older build stay there for
 * a screen that was opened before an update (until they expire).
 */
export const STUDY_CACHE_PREFIX = 'study';
export const STUDY_ASSET_CACHE = `${STUDY_CACHE_PREFIX}-assets`;
/** The site's own pictures the study pages show (the school's logo): public, refreshed in the background. */
export const STUDY_IMAGE_CACHE = `${STUDY_CACHE_PREFIX}-images`;
/** Caches that may hold a signed-in student's answers: every one is deleted at sign-out. */
export const PRIVATE_CACHE_PREFIX = `${STUDY_CACHE_PREFIX}-private`;
/** The exam's answer journal (src/study/exam/journal.ts), which records whose it is (its kept attempts' userId). */
export const EXAM_JOURNAL = 'exam-journal';
/** The IndexedDB databases holding a student's work: deleted at a deliberate sign-out, and when another student signs in. */
export const PRIVATE_DATABASES = [EXAM_JOURNAL] as const;

/**
 * The API reads the worker may answer from its cache when offline (network first, the cached copy
 * only when the network fails), each kept in a cache of PRIVATE_CACHE_PREFIX and deleted at
 * sign-out. Empty: the exam keeps the paper and the attempt in its own IndexedDB journal
 * (src/study/exam/journal.ts), so the worker caches no private answer. A read added here must be
 * one student's own (the token travels with it) and GET only.
 */
export const OFFLINE_API_READS: readonly RegExp[] = [];

/** True when the worker may keep a copy of this API read for offline use (OFFLINE_API_READS). */
export function isOfflineApiRead(pathname: string, method = 'GET'): boolean {
  return method === 'GET' && pathname.startsWith('/api/') && OFFLINE_API_READS.some((pattern) => pattern.test(pathname));
}

/** True for a cache name that may hold private answers (deleted at sign-out). */
export function isPrivateCacheName(name: string): boolean {
  return name.startsWith(PRIVATE_CACHE_PREFIX);
}

/** Content-hashed bundles and styles of the build (never change under one name). */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/');
}

/** Fonts the study pages load (same origin). */
export function isFont(pathname: string): boolean {
  return /\.(woff2?|ttf|otf)$/i.test(pathname);
}

/** True for a page address inside the worker's scope (a navigation the worker answers). */
export function isInStudyScope(pathname: string): boolean {
  return pathname.startsWith(STUDY_WORKER_SCOPE);
}
