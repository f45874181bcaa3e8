// The like calls: review thumbs (spec 1 §7.5, bizType COMMENT_SCORE) and short-video like and
// unlike (§7.7). A visitor who is not signed in is named by the `visitorId` header, which the shared
// client does not send, so these calls add it themselves; with a token the server ignores it.
import { call } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import { $session, ensureVisitor } from '../../stores/session';

export type LikeKind = 'review' | 'short-video';

export interface LikeState {
  liked: boolean;
  count: number;
}

/** The static page holds at most this many reviews or short videos (src/site/build/data/home.ts). */
const RENDERED_LIST_LIMIT = 100;

function visitorHeader(): { visitorId?: string } {
  const visitorId = $session.get().uuid || ensureVisitor();
  return visitorId ? { visitorId } : {};
}

/** Likes or unlikes; answers the state the server now holds. */
export async function setLike(kind: LikeKind, id: number, liked: boolean): Promise<LikeState> {
  const client = getBrowserClient();
  const params = { header: visitorHeader() };
  const state =
    kind === 'review'
      ? await call(
          liked
            ? client.POST('/api/universityAdvertise/anyone/thumbsUserRecord/thumbs', { params, body: { bizId: id, bizType: 'COMMENT_SCORE', thumbs: 1 } })
            : client.POST('/api/universityAdvertise/anyone/thumbsUserRecord/deleted', { params, body: { bizId: id, bizType: 'COMMENT_SCORE' } }),
        )
      : await call(client.POST(liked ? '/api/universityAdvertise/anyone/contentOperation/like' : '/api/universityAdvertise/anyone/contentOperation/unlike', { params, body: { id } }));
  return { liked: state.thumbs === 1, count: state.thumbsCount };
}

/**
 * What this user or visitor likes, and the current counts, of everything of one kind the page may
 * show. The page was built for nobody in particular, so its counts are as old as the build and
 * its liked marks are all off until this answers.
 */
export async function likeStates(kind: LikeKind): Promise<Map<number, LikeState>> {
  const client = getBrowserClient();
  const params = { header: visitorHeader() };
  const states = new Map<number, LikeState>();
  if (kind === 'review') {
    const page = await call(client.POST('/api/universityAdvertise/anyBiz/commentScore/page', { params, body: { current: 1, size: RENDERED_LIST_LIMIT } }));
    for (const review of page.records) states.set(review.id, { liked: review.thumbs === 1, count: review.thumbsCount });
  } else {
    const page = await call(client.POST('/api/universityAdvertise/anyUser/contentOperation/page', { params, body: { current: 1, size: RENDERED_LIST_LIMIT * 2 } }));
    for (const video of page.records) states.set(video.id, { liked: video.likeStatus === 1, count: video.likeNum });
  }
  return states;
}
