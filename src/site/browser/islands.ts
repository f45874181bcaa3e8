// Every on-demand island of the public site and the triggers that open it. Pages only mark the
// triggers (data attributes); the island's code loads on the first click (./on-demand.ts).
import { onDemand } from './on-demand';

/** Leave-a-message consultation (spec 1 §3): floating panel, hot-major FAQs, anywhere else. */
onDemand('[data-open-consult]', () => import('../../islands/consult/mount'));
/** The phone-frame preview of the mobile web app (spec 1 §2.3, §4): data-preview-path names the page. */
onDemand('[data-open-preview]', () => import('../../islands/preview/mount'));
/** 'The PC version does not have this function yet' (spec 1 §8.2, spec 2 §1). */
onDemand('[data-pc-unavailable]', () => import('../../islands/pc-notice/mount'));
/** Video modal: data-video-src is an mp4 or m3u8 URL (hls.js loads only for m3u8). */
onDemand('[data-video-src]', () => import('../../islands/video/mount'));
/** Album modal: category tabs, carousel, thumbnails, download, comments (data-album-item names the first item). */
onDemand('[data-open-album]', () => import('../../islands/album/mount'));
/** Micro-classroom viewer: carousel, comment drawer, recommended training (data-open-micro="<id>"). */
onDemand('[data-open-micro]', () => import('../../islands/micro-classroom/mount'));
/** Likes and thumbs: reviews (bizType COMMENT_SCORE) and short videos (data-like, data-like-kind, data-like-id). */
onDemand('[data-like]', () => import('../../islands/likes/mount'));
