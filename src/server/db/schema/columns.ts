// The columns every table of the schema shapes alike: its identity, its school, its times and
// its durations.
import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** An identity primary key. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** The school a row belongs to; deleting the school deletes the row. */
export const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A point in time, with its time zone. */
export const time = (name: string) => timestamp(name, { withTimezone: true });

/** Durations in milliseconds: a year of study overflows no integer, but bigint keeps sums honest. */
export const ms = (name: string) => bigint(name, { mode: 'number' });
