// @security: a student deletes or changes only what they wrote. The attacker is the demo student's
// classmate, signed in to the same school: they walk every id, one by one and as one batch, and
// must leave every note and comment of others as it was.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, studentNotes } from '../../../src/server/db/schema';
import { DEMO_CLASSES } from '../../../src/server/db/seed/study-fixtures';
import { signIn } from '../support/envelope';
import { CLASSMATE, classIdOf, enrolmentOf, signInClassmate } from '../support/study';
import { DEMO, useTestServer } from '../support/test-server';

const server = useTestServer();

const NOTES = '/api/teaching/anyone/studentNotes';
const REMOVE_COMMENT = '/api/universityAdvertise/app/comments/removeById';
const SAVE_COMMENT = '/api/universityAdvertise/app/comments/saveComment';
const REPLY = '/api/universityAdvertise/app/comments/reply';

let attacker: string;
let victim: string;
/** The classmate's enrolment: their notes are theirs to delete. */
let attackerEnrolment: number;
beforeAll(async () => {
  attackerEnrolment = await enrolmentOf(server, await classIdOf(server, DEMO, DEMO_CLASSES.inService), CLASSMATE.userId);
  attacker = (await signInClassmate(server)).token;
  victim = (await signIn(server)).token;
});

/** Every note and every comment not the classmate's, as stored. */
async function othersRows() {
  const notes = (await server.db.select().from(studentNotes)).filter((row) => row.classStudentId !== attackerEnrolment);
  const others = await server.db.select().from(comments);
  return { notes: notes.sort((a, b) => a.id - b.id), comments: others.filter((row) => row.commentAuthor !== CLASSMATE.userId).sort((a, b) => a.id - b.id) };
}

async function highestIds() {
  const [notes] = await server.db.select({ n: count() }).from(studentNotes);
  const [all] = await server.db.select({ n: count() }).from(comments);
  return { notes: notes!.n + 50, comments: all!.n + 50 };
}

describe('deleting and changing what others wrote @security', () => {
  it("the classmate's delete of every note id, one by one and in batches, removes no one else's note", async () => {
    const before = await othersRows();
    expect(before.notes.length).toBeGreaterThan(0);
    const { notes: last } = await highestIds();
    const ids = Array.from({ length: last }, (_, index) => index + 1);
    for (const id of ids) {
      const { status, body } = await server.json(NOTES, { method: 'DELETE', body: [id], token: attacker });
      if (status === 200) {
        expect(await server.db.select().from(studentNotes).where(eq(studentNotes.id, id))).toEqual([]);
      } else {
        expect([403, 404]).toContain(status);
        expect(body.msg).not.toBe('');
      }
    }
    for (let start = 0; start < ids.length; start += 100) {
      const { status } = await server.json(NOTES, { method: 'DELETE', body: ids.slice(start, start + 100), token: attacker });
      expect([403, 404]).toContain(status);
    }
    expect((await othersRows()).notes).toEqual(before.notes);
  });

  it("the classmate's edit of every note id changes no one else's note", async () => {
    const before = await othersRows();
    const { notes: last } = await highestIds();
    for (let id = 1; id <= last; id++) {
      const { status } = await server.json(NOTES, { method: 'PUT', body: { id, title: '改掉了', content: '<img src=x onerror=alert(1)>' }, token: attacker });
      expect(status).not.toBe(500);
    }
    expect((await othersRows()).notes).toEqual(before.notes);
  });

  it("the classmate's delete of every comment id removes no one else's comment or reply", async () => {
    // The victim's own comment with a reply, so that threads are among the targets.
    const page = await server.json('/api/universityAdvertise/anyUser/contentOperation/page', { body: { current: 1, size: 1, model: { bizType: 'MICRO_CLASSROOM' } } });
    const objectId = page.body.data.records[0].id as number;
    const saved = await server.json(SAVE_COMMENT, { body: { commentObjectId: objectId, commentObjectType: 'MICRO_CLASSROOM', commentContent: '别人的评论' }, token: victim });
    await server.json(REPLY, { body: { commentContent: '别人的回复', commentParent: saved.body.data.id }, token: victim });

    const before = await othersRows();
    const { comments: last } = await highestIds();
    for (let id = 1; id <= last; id++) {
      const { status } = await server.json(`${REMOVE_COMMENT}?id=${id}`, { token: attacker });
      expect([200, 403, 404]).toContain(status);
    }
    expect((await othersRows()).comments).toEqual(before.comments);
  });
});
