// The field groups that several study answers share, each with one meaning: spread in place
// (`...homeworkCounts`), so that every answer keeps its fields' order in the contract.
import { z } from '@hono/zod-openapi';

/** A time as the study calls answer it: ISO 8601, null when there is none. */
export const time = z.string().nullable().openapi({ description: 'ISO 8601' });

const count = z.number().int();

// A duty target the class sets and what the caller finished of it (spec 3 §3 duty statistics):
// the course's learningStatistics and the class's course list answer the same counts.
export const homeworkCounts = { homeworkNumber: count, finishHomeworkNumber: count };
export const testCounts = { testNumber: count, finishTestNumber: count };
export const faceTeachingCounts = (target: string) => ({ faceTeachingNumber: count.openapi({ description: target }), finishFaceTeachingNumber: count });

/** When a classroom's class starts and ends, as stored (null when it has no time). */
export const classTimes = { classStartTime: z.string().nullable(), classEndTime: z.string().nullable() };
