/// <reference lib="webworker" />
// The study area's service worker (issue 28 item 1), built with Workbox: bundled once by
// scripts/lib/study-worker.ts and given each school's precache list (self.__WB_MANIFEST) by
// workbox-build's injectManifest, then served as /study/sw.js with the scope /study/.
//
// - Precached, revisioned per build: every study shell of the school, its offline page, its web app
//   manifest and icons. A study address is answered from there whatever its query (the widget reads
//   the query itself), so a reload offline shows the screen.
// - The study pages' content-hashed bundles, styles and fonts (/_astro/…): warmed into a runtime
//   cache at install, other ones added when first loaded, cache first. A name never changes its
//   content, so a screen opened before an update keeps finding its own build's files there.
// - The site's own pictures: those the shells show (the school's logo) precached, others kept a week.
// - A study address with no shell, offline: the school's offline page.
// - The API: not touched (no respondWith), so the page's own fetch goes to the network as if there
//   were no worker; only the reads of OFFLINE_API_READS (none today) would be kept, in a private
//   cache that sign-out deletes.
// - Updates: a new worker takes over at once (skipWaiting, clients.claim); see the README.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { warmStrategyCache } from 'workbox-recipes';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isFont,
  isHashedAsset,
  isInStudyScope,
  isOfflineApiRead,
  PRIVATE_CACHE_PREFIX,
  STUDY_ASSET_CACHE,
  STUDY_CACHE_PREFIX,
  STUDY_IMAGE_CACHE,
  STUDY_OFFLINE_PAGE,
} from '../../lib/study-offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

setCacheNameDetails({ prefix: STUDY_CACHE_PREFIX });

const entries = self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
const assets = entries.filter((entry) => isHashedAsset(entry.url)).map((entry) => entry.url);

precacheAndRoute(
  entries.filter((entry) => !isHashedAsset(entry.url)),
  {
    // /study/test/answer/?answerLogId=… is the shell of /study/test/answer/: the widget reads the query.
    ignoreURLParametersMatching: [/.*/],
    // Shells are listed by their address (/study/mine/), not their file.
    cleanURLs: false,
    // /study/mine (no slash) is the same shell as /study/mine/.
    urlManipulation: ({ url }) => (url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname) ? [] : [new URL(`${url.pathname}/`, url)]),
  },
);

const assetStrategy = new CacheFirst({
  cacheName: STUDY_ASSET_CACHE,
  // Room for two or three builds' study files; a month unused and a file goes.
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});
warmStrategyCache({ urls: assets, strategy: assetStrategy });
registerRoute(({ url, sameOrigin }) => sameOrigin && (isHashedAsset(url.pathname) || isFont(url.pathname)), assetStrategy);

// The site's own pictures a study screen shows beyond the precached ones (the shells' logo and QR
// code are precached): public, refreshed in the background, kept a week.
registerRoute(
  ({ request, sameOrigin, url }) => sameOrigin && request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new StaleWhileRevalidate({ cacheName: STUDY_IMAGE_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true })] }),
);

// Reads a student may need offline (none today): the network first, a private copy when it fails.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isOfflineApiRead(url.pathname, request.method),
  new NetworkFirst({ cacheName: `${PRIVATE_CACHE_PREFIX}-api`, networkTimeoutSeconds: 10 }),
);

// Study addresses without a shell of their own: the network, the offline page when it fails.
registerRoute(new NavigationRoute(new NetworkOnly(), { allowlist: [/^\/study\//] }));
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate' && isInStudyScope(url.pathname)) return (await matchPrecache(STUDY_OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.skipWaiting();
clientsClaim();
