// Likes of reviews and short videos, by the signed-in user or, before sign-in, by the visitor the
// client names in the `visitorId` header (spec 1 §3 persisted visitor id, §4 review thumbs).
// A header rather than a body field, because the pages that show 'liked by me' are read too.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { commentScores, contentOperations, thumbsUserRecords } from '../db/schema';
import { badRequest, notFound, tooMany } from '../envelope';
import { say } from '../messages';
import { clientIp } from '../request';
import { optionalUser } from './current-user';
import { MINUTE_MS, takeFromCap } from './rate-events';

export const THUMBS_BIZ_TYPES = ['COMMENT_SCORE', 'CONTENT_OPERATION'] as const;
export type ThumbsBizType = (typeof THUMBS_BIZ_TYPES)[number];

export const VISITOR_HEADER = 'visitorId';
const VISITOR_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Who is liking: 'user:<id>' when signed in, else 'visitor:<visitorId>', else undefined. */
export async function currentLiker(c: Context<AppEnv>): Promise<string | undefined> {
  const user = await optionalUser(c);
  if (user) return `user:${user.userId}`;
  const visitorId = c.req.header(VISITOR_HEADER);
  if (visitorId === undefined || visitorId === '') return undefined;
  if (!VISITOR_ID.test(visitorId)) throw badRequest('visitorId header: 1 to 128 letters, digits, dots, colons, dashes or underscores');
  return `visitor:${visitorId}`;
}

/**
 * The liker of a like or unlike, once the caller's network is under its cap of toggles a minute:
 * anyone can invent visitorIds, so without it one script could like a thing any number of times.
 */
export async function requireLiker(c: Context<AppEnv>): Promise<string> {
  const liker = await currentLiker(c);
  if (!liker) throw badRequest('visitorId header is required when no token is sent: a like belongs to a user or a visitor');
  const { db, config, now } = c.get('deps');
  const rate = { kind: 'like' as const, subject: `ip:${clientIp(c)}`, cap: config.likeMinuteCapPerIp, windowMs: MINUTE_MS, now: now() };
  if (!(await takeFromCap(db, rate))) throw tooMany(say('api.like.tooMany'));
  return liker;
}

/** The ids among `ids` that `liker` likes; nothing for an anonymous caller. */
export async function likedIds(db: Database, tenantId: string, bizType: ThumbsBizType, liker: string | undefined, ids: number[]): Promise<Set<number>> {
  if (!liker || ids.length === 0) return new Set();
  const rows = await db
    .select({ bizId: thumbsUserRecords.bizId })
    .from(thumbsUserRecords)
    .where(
      and(
        eq(thumbsUserRecords.tenantId, tenantId),
        eq(thumbsUserRecords.bizType, bizType),
        eq(thumbsUserRecords.liker, liker),
        inArray(thumbsUserRecords.bizId, ids),
      ),
    );
  return new Set(rows.map((row) => row.bizId));
}

// The liked thing's own counter, kept beside the records so lists read it without counting.
const counters = {
  COMMENT_SCORE: { table: commentScores, column: commentScores.thumbsCount, id: commentScores.id, tenantId: commentScores.tenantId, key: 'thumbsCount' },
  CONTENT_OPERATION: { table: contentOperations, column: contentOperations.likeNum, id: contentOperations.id, tenantId: contentOperations.tenantId, key: 'likeNum' },
} as const;

export interface ThumbsState {
  bizId: number;
  bizType: ThumbsBizType;
  /** 1 when the caller now likes it. */
  thumbs: 0 | 1;
  thumbsCount: number;
}

/**
 * Likes (thumbs true) or unlikes the thing, idempotently: liking twice counts once, unliking what
 * was never liked changes nothing. A thing of another school is not found.
 */
export async function setThumbs(
  db: Database,
  input: { tenantId: string; bizType: ThumbsBizType; bizId: number; liker: string; thumbs: boolean },
): Promise<ThumbsState> {
  const counter = counters[input.bizType];
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: counter.id })
      .from(counter.table)
      .where(and(eq(counter.id, input.bizId), eq(counter.tenantId, input.tenantId)))
      .limit(1);
    if (!target) throw notFound(say(input.bizType === 'COMMENT_SCORE' ? 'api.review.notFound' : 'api.shortVideo.notFound', { id: input.bizId }));
    const record = { tenantId: input.tenantId, bizType: input.bizType, bizId: input.bizId, liker: input.liker };
    let delta = 0;
    if (input.thumbs) {
      const inserted = await tx.insert(thumbsUserRecords).values(record).onConflictDoNothing().returning({ id: thumbsUserRecords.id });
      delta = inserted.length;
    } else {
      const deleted = await tx
        .delete(thumbsUserRecords)
        .where(
          and(
            eq(thumbsUserRecords.tenantId, record.tenantId),
            eq(thumbsUserRecords.bizType, record.bizType),
            eq(thumbsUserRecords.bizId, record.bizId),
            eq(thumbsUserRecords.liker, record.liker),
          ),
        )
        .returning({ id: thumbsUserRecords.id });
      delta = -deleted.length;
    }
    const [updated] = await tx
      .update(counter.table)
      .set({ [counter.key]: sql`greatest(${counter.column} + ${delta}, 0)` })
      .where(eq(counter.id, input.bizId))
      .returning({ count: counter.column });
    return { bizId: input.bizId, bizType: input.bizType, thumbs: input.thumbs ? 1 : 0, thumbsCount: updated?.count ?? 0 };
  });
}
