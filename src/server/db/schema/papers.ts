// The papers themselves (spec 3 §3 Homework or test paper), apart from the work on them
// (exam.ts): a classroom (classroom.ts) points at its paper, and the work points at its classroom.
import { integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdTime, schoolTable } from './columns';

/** A homework or test paper (questionUnitCAResultVO): title, requirement text and, for tests, the time allowed. */
export const papers = schoolTable(
  'papers',
  {
    /** HOMEWORK or TEST. */
    kind: text('kind').notNull(),
    /** null for the platform's own questions, 'xskt' for the external question source. */
    sourceType: text('source_type'),
    title: text('title').notNull(),
    /** The requirement text of the instructions screen. */
    description: text('description'),
    /** Tests: minutes allowed (unitTime); an attempt's deadline is its start plus this. */
    unitTimeMinutes: integer('unit_time_minutes'),
    createdTime: createdTime(),
  },
  (table) => [uniqueIndex('papers_tenant_title_unique').on(table.tenantId, table.title)],
);
