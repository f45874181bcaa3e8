// A site of its own for the XSS tests of the @security suite, run as a child process by
// tests/e2e/security-xss.spec.ts: the reference API on an in-memory database whose every CMS text
// and HTML field and every text users write (comments, replies, notes, questions, answers,
// activity dynamics) holds the XSS corpus; the demo school built from it into a folder of its
// own; both served like `npm start` does. The question bank's stems, options, reference answers and
// analyses hold it too. The shared e2e server and its database are untouched.
//
// Usage: tsx tests/e2e/support/poisoned-site.ts <site port> <dist dir>. Prints `ready` once serving.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { buildSites } from '../../../scripts/lib/build-sites';
import { createSiteServer } from '../../../scripts/lib/site-server';
import { createApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { seedDatabase } from '../../../src/server/db/seed';
import { readManifest } from '../../../src/server/manifest-file';
import { answerMalformedRequests } from '../../../src/server/main';
import { poisonQuestionBank, XSS_FIELD } from './xss-corpus';

/** The fields the site or the widget shows, by table. */
const POISONED_COLUMNS: Record<string, string[]> = {
  articles: ['title', 'introduction', 'content', 'sources', 'writer_name'],
  materials: ['name', 'introduce'],
  hot_majors: ['name', 'industry_salary', 'employment_prospect_describe', 'suitability_people_describe', 'related_certificate'],
  common_questions: ['name', 'answer'],
  university_information: ['title', 'content'],
  categorizes: ['name'],
  banners: ['name'],
  products: ['name', 'introduction', 'certificate_benefits'],
  product_questions: ['name', 'answer'],
  school_infos: ['project_name', 'address', 'crowd'],
  comments: ['comment_content', 'comment_author_name', 'comment_reply'],
  classrooms: ['article_content', 'description'],
  activity_dynamics: ['content', 'real_name'],
  classroom_questions: ['title'],
  question_answers: ['answer'],
  student_notes: ['title', 'notes', 'author_name'],
  classroom_comments: ['content', 'author_name', 'parent_author_name'],
};

const [sitePort, distDir] = process.argv.slice(2);
if (!sitePort || !distDir) throw new Error('usage: poisoned-site.ts <site port> <dist dir>');

const config = { ...loadConfig({ ...process.env, PORTAL_DEV: '1' }), dataDir: 'memory://', requestLog: false };
const handle = await openDatabase(config);
await handle.migrate();
await seedDatabase(handle.db, config.tenantsDir);
for (const [table, columns] of Object.entries(POISONED_COLUMNS)) {
  const set = columns.map((column) => sql`${sql.identifier(column)} = ${XSS_FIELD}`);
  await handle.db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(set, sql`, `)}`);
}
// Links and videos that point to script, and the answers a review shows.
await handle.db.execute(sql`UPDATE banners SET link_url = ${"javascript:window.__xss='banner'"}`);
await handle.db.execute(sql`UPDATE content_operations SET content_url = ${"javascript:window.__xss='video'"}`);
await handle.db.execute(sql`UPDATE attempt_answers SET answer = jsonb_set(answer, '{content}', to_jsonb(${XSS_FIELD}::text))`);
// The question bank's HTML (issue 25), shown sanitized in answering and review: every stem, every
// option, every reference answer and every analysis.
await handle.db.execute(poisonQuestionBank());

const app = createApp({ db: handle.db, config, now: () => new Date() });
const api = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => api.once('listening', resolve));
const apiPort = (api.address() as { port: number }).port;

const manifest = readManifest(config.tenantsDir);
const result = await buildSites({ manifest, only: ['demo'], distDir, apiBase: `http://127.0.0.1:${apiPort}`, log: () => {} });
if (result.failed.length > 0) throw new Error(`the poisoned build failed: ${result.failed.map((school) => `${school.id}: ${school.error}`).join(", ")}`);

const site = createSiteServer({ distDir, manifest, api: (request) => app.fetch(request) });
const server = serve({ fetch: site.fetch, port: Number(sitePort), hostname: '127.0.0.1' });
answerMalformedRequests(server as Server);
server.once('listening', () => console.log('ready'));
