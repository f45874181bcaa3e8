// The columns every table of the schema shapes alike: its identity, its school, its references
// to the rows it belongs to, its times and its durations; and the table of a school's rows.
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp, type AnyPgColumn, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
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

/** A required reference to the row this one belongs to; deleting that row deletes this one. */
export const ownedBy = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

const schoolRow = () => ({ id: id(), tenantId: tenantId() });
type SchoolRow = ReturnType<typeof schoolRow>;

/**
 * A table of a school's rows: `pgTable` with the identity `id` and the school's `tenantId` first,
 * then the table's own columns.
 */
export function schoolTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig?: (self: BuildExtraConfigColumns<TName, SchoolRow & TColumns, 'pg'>) => PgTableExtraConfigValue[],
) {
  return pgTable<TName, SchoolRow & TColumns>(name, { ...schoolRow(), ...columns }, extraConfig);
}
