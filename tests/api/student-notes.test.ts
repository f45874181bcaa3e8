// The notes tab of a classroom (spec 2 §3 Note, §4, §5, §7: POST, PUT and DELETE /studentNotes):
// who sees which note, and that only a note's own student changes or deletes it.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityDynamics, studentNotes } from '../../src/server/db/schema';
import { expectFailure } from './support/envelope';
import { queryString, useInteractionWorld } from './support/study';
import { BETA, useTestServer } from './support/test-server';

const NOTES = '/api/teaching/anyone/studentNotes';
const COUNT = '/api/teaching/anyone/studentNotes/count';
const PAGE = '/api/teaching/anyone/studentNotes/page';

const server = useTestServer();
const w = useInteractionWorld(server);

const countFor = (token: string) => server.typedJson<typeof COUNT>(`${COUNT}?${queryString({ classId: w.classId, classroomId: w.classroomId, dataType: 0 })}`, { token });

const titles = async (token: string, dataType: number) => {
  const answer = await server.typedJson<typeof PAGE>(PAGE, { token, body: { current: 1, size: 999, model: { classId: w.classId, classroomId: w.classroomId, dataType } } });
  expect(answer.status).toBe(200);
  return answer.body.data.records.map((note) => note.title);
};

const create = (body: Record<string, unknown>, token = w.demoToken) =>
  server.typedJson<typeof NOTES>(NOTES, { token, body: { classId: w.classId, classroomId: w.classroomId, courseId: w.courseId, studentId: w.studentId, ...body } });

const update = (body: Record<string, unknown>, token = w.demoToken) => server.typedJson<typeof NOTES>(NOTES, { method: 'PUT', token, body });

const remove = (ids: unknown, init: { token?: string; tenantId?: string } = { token: w.demoToken }) => server.json(NOTES, { method: 'DELETE', body: ids, ...init });

async function noteId(title: string) {
  const [row] = await server.db.select({ id: studentNotes.id }).from(studentNotes).where(eq(studentNotes.title, title));
  expect(row, title).toBeDefined();
  return row!.id;
}

const stored = async (ids: number[]) => (await server.db.select().from(studentNotes).where(inArray(studentNotes.id, ids))).sort((a, b) => a.id - b.id);

describe('note counts and the list', () => {
  it("count what the caller may see: shared notes, their own private ones, and the teacher's", async () => {
    expect((await countFor(w.demoToken)).body.data).toEqual({ total: 4, myTotal: 2, teacherTotal: 1 });
    expect((await countFor(w.classmateToken)).body.data).toEqual({ total: 3, myTotal: 1, teacherTotal: 1 });
  });

  it('lists all visible notes (0), mine (1) and the teacher\'s (3), newest first; a classmate never sees a private note', async () => {
    expect(await titles(w.demoToken, 0)).toEqual(['我的私人笔记', '安全电压要点', '触电类型整理', '老师笔记：本课重点']);
    expect(await titles(w.demoToken, 1)).toEqual(['我的私人笔记', '安全电压要点']);
    expect(await titles(w.demoToken, 3)).toEqual(['老师笔记：本课重点']);
    expect(await titles(w.classmateToken, 0)).toEqual(['安全电压要点', '触电类型整理', '老师笔记：本课重点']);
  });

  it('answers the note fields of the spec', async () => {
    const answer = await server.typedJson<typeof PAGE>(PAGE, { token: w.demoToken, body: { model: { classId: w.classId, classroomId: w.classroomId, dataType: 0 } } });
    const [privateNote, , , teacherNote] = answer.body.data.records;
    expect(privateNote).toMatchObject({ title: '我的私人笔记', notes: '复习时重点看第 2 分钟。', isShared: 0, studentId: w.studentId, isTeacher: 0, createdName: '王小明' });
    expect(teacherNote).toMatchObject({ title: '老师笔记：本课重点', isShared: 1, studentId: null, isTeacher: 1, createdName: '陈建国', avatar: '/media/images/v-avatar-1.jpg' });
  });

  it('refuses an unknown dataType, naming it', async () => {
    expectFailure(await server.json(PAGE, { token: w.demoToken, body: { model: { classId: w.classId, classroomId: w.classroomId, dataType: 2 } } }), 400, /^model\.dataType/);
  });
});

describe('writing a note', () => {
  it("creates a shared note that classmates see and the activity's feed announces", async () => {
    const created = await create({ title: '漏电保护', notes: '30mA 0.1s', isShared: 1 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: '漏电保护', notes: '30mA 0.1s', isShared: 1, studentId: w.studentId, createdName: '王小明', createdTime: server.clock.now.toISOString() });
    expect((await titles(w.classmateToken, 0))[0]).toBe('漏电保护');
    const feed = await server.db.select().from(activityDynamics).where(and(eq(activityDynamics.type, 4), eq(activityDynamics.content, '漏电保护')));
    expect(feed).toHaveLength(1);
  });

  it('creates a private note that only its author sees, and announces nothing', async () => {
    const created = await create({ title: '只给自己看', isShared: 0 });
    expect(created.body.data).toMatchObject({ title: '只给自己看', notes: '', isShared: 0 });
    expect(await titles(w.demoToken, 1)).toContain('只给自己看');
    expect(await titles(w.classmateToken, 0)).not.toContain('只给自己看');
    expect(await server.db.select().from(activityDynamics).where(eq(activityDynamics.content, '只给自己看'))).toEqual([]);
  });

  it("refuses a note without a name in the widget's words, and texts over 100 characters", async () => {
    const empty = await server.call(NOTES, { token: w.demoToken, body: { classId: w.classId, classroomId: w.classroomId, title: '', notes: 'x' } });
    expect(empty.status).toBe(400);
    expect(empty.headers.get('Api-Field')).toBe('title');
    expect((await empty.json()).msg).toBe('please fill in the note name first');
    const tooLong = await server.call(NOTES, { token: w.demoToken, body: { classId: w.classId, classroomId: w.classroomId, title: 'ok', notes: '记'.repeat(101) } });
    expect(tooLong.headers.get('Api-Field')).toBe('notes');
    expect((await tooLong.json()).msg).toBe('at most 100 characters');
    expectFailure(await create({ title: 'x'.repeat(101) }), 400, /at most 100/);
    expectFailure(await create({ title: 'ok', isShared: 5 }), 400, /^isShared/);
    expectFailure(await create({ title: 'ok', courseId: 999999 }), 400, /^courseId/);
  });

  it('stores markup as typed', async () => {
    const created = await create({ title: '<b>bold</b>', notes: '<script>x</script>' });
    expect(created.body.data).toMatchObject({ title: '<b>bold</b>', notes: '<script>x</script>' });
  });
});

describe('changing a note', () => {
  it("changes the title and text of the caller's own note, the share flag staying as it was", async () => {
    const id = await noteId('安全电压要点');
    const changed = await update({ id, classId: w.classId, classroomId: w.classroomId, studentId: w.studentId, title: '安全电压要点（修订）', notes: '36V / 24V / 12V', isShared: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, title: '安全电压要点（修订）', notes: '36V / 24V / 12V', isShared: 1, studentId: w.studentId });
  });

  it('refuses to change the share flag on edit, and changes nothing', async () => {
    const id = await noteId('我的私人笔记');
    expectFailure(await update({ id, title: '公开吧', isShared: 1 }), 400, /^isShared/);
    expect((await stored([id]))[0]).toMatchObject({ title: '我的私人笔记', isShared: 0 });
  });

  it("refuses a classmate's note and the teacher's (403), and an unknown id (404)", async () => {
    const classmates = await noteId('触电类型整理');
    expectFailure(await update({ id: classmates, title: '改掉' }), 403, new RegExp(`note ${classmates}`));
    expectFailure(await update({ id: await noteId('老师笔记：本课重点'), title: '改掉' }), 403, /only its author/);
    expectFailure(await update({ id: 999999, title: '改掉' }), 404, /999999/);
    expect((await stored([classmates]))[0]!.title).toBe('触电类型整理');
  });

  it('refuses an edit without a title, naming the field', async () => {
    const response = await server.call(NOTES, { method: 'PUT', token: w.demoToken, body: { id: await noteId('急救步骤') } });
    expect(response.status).toBe(400);
    expect(response.headers.get('Api-Field')).toBe('title');
    expectFailure(await update({ id: 'abc', title: 'x' }), 400, /^id/);
  });
});

describe('deleting notes', () => {
  it("deletes nothing when one of the ids is a classmate's (403 naming it) or unknown (404)", async () => {
    const mine = await noteId('急救步骤');
    const classmates = await noteId('触电类型整理');
    expectFailure(await remove([mine, classmates]), 403, new RegExp(`note ${classmates}`));
    expectFailure(await remove([mine, 999999]), 404, /999999/);
    expect(await stored([mine, classmates])).toHaveLength(2);
  });

  it('refuses an empty list, more than 100 ids and ids that are not ids', async () => {
    expectFailure(await remove([]), 400, /at least one/);
    expectFailure(await remove(Array.from({ length: 101 }, (_, index) => index + 1)), 400, /at most 100/);
    expectFailure(await remove(['abc']), 400, /^0/);
    expectFailure(await remove({ ids: [1] }), 400, /./);
  });

  it("deletes the caller's own notes in one call", async () => {
    const ids = [await noteId('急救步骤'), await noteId('我的私人笔记')];
    const answer = await remove([...ids, ids[0]]);
    expect(answer).toMatchObject({ status: 200, body: { code: 0, data: 2 } });
    expect(await stored(ids)).toEqual([]);
  });
});

describe('who may read and write notes', () => {
  it('needs a token (401, code 40001)', async () => {
    const id = await noteId('触电类型整理');
    expectFailure(await server.json(`${COUNT}?${queryString({ classId: w.classId, classroomId: w.classroomId })}`), 401, /./, 40001);
    expectFailure(await server.json(PAGE, { body: { model: { classId: w.classId, classroomId: w.classroomId } } }), 401, /./, 40001);
    expectFailure(await server.json(NOTES, { body: { classId: w.classId, classroomId: w.classroomId, title: 'x' } }), 401, /./, 40001);
    expectFailure(await server.json(NOTES, { method: 'PUT', body: { id, title: 'x' } }), 401, /./, 40001);
    expectFailure(await remove([id], {}), 401, /./, 40001);
  });

  it("lets a classmate write their own note, but not the demo student's", async () => {
    const created = await create({ studentId: w.classmateStudentId, title: '李华的新笔记' }, w.classmateToken);
    expect(created.body.data).toMatchObject({ createdName: '李华', studentId: w.classmateStudentId });
    expectFailure(await create({ title: '冒名' }, w.classmateToken), 403, /^studentId/);
    expectFailure(await remove([await noteId('漏电保护')], { token: w.classmateToken }), 403, /only its author/);
  });

  it("keeps schools apart: beta's token reads, changes and deletes none of demo's notes", async () => {
    const id = await noteId('漏电保护');
    expectFailure(await server.json(NOTES, { method: 'PUT', token: w.betaToken, body: { id, title: 'x' } }), 401, /not valid/, 40001);
    const asBeta = { token: w.betaToken, tenantId: BETA };
    expectFailure(await server.json(`${COUNT}?${queryString({ classId: w.classId, classroomId: w.classroomId })}`, asBeta), 404, /^classId/);
    expectFailure(await server.json(NOTES, { ...asBeta, body: { classId: w.betaClassId, classroomId: w.classroomId, title: 'x' } }), 404, /^classroomId/);
    expectFailure(await server.json(NOTES, { ...asBeta, method: 'PUT', body: { id, title: 'x' } }), 404, new RegExp(String(id)));
    expectFailure(await remove([id], asBeta), 404, new RegExp(String(id)));
    expect((await stored([id]))[0]!.title).toBe('漏电保护');
    const own = await server.json(NOTES, { ...asBeta, body: { classId: w.betaClassId, classroomId: w.betaClassroomId, title: 'Isolation steps' } });
    expect(own.body.data).toMatchObject({ title: 'Isolation steps', studentId: w.betaStudentId });
  });
});
