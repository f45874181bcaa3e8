// The columns every table of the schema shapes alike: its identity, its school, its references
// to the rows it belongs to, its times, its durations and its place in a list; and the table of a
// school's rows, and of the lists a school's pages read.
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, type AnyPgColumn, type ExtraConfigColumn, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
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

/** When the row was written. */
export const createdTime = () => time('created_time').notNull();

/** A required reference to the row this one belongs to; deleting that row deletes this one. */
export const ownedBy = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference that outlives the row it names: deleting that row empties it. */
export const refersTo = (name: string, target: () => AnyPgColumn) => integer(name).references(target, { onDelete: 'set null' });

/**
 * The row this one hangs under in a tree of its own table, empty at the top; deleting a row deletes
 * its branch. The caller types its target `(): AnyPgColumn =>`, as a table naming itself must.
 */
export const parentId = (target: () => AnyPgColumn) => integer('parent_id').references(target, { onDelete: 'cascade' });

/** A row's place in its list, lowest first. */
export const seq = () => integer('seq').notNull().default(0);

/** 1 when the row is in use (listed, offered); anything else keeps it off the lists. */
export const state = () => integer('state').notNull().default(1);

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

/**
 * A table that a school's pages read as one list: `schoolTable` with the index `<name>_tenant_idx`
 * on the school and then the columns `sortedBy` names, the order the list reads in.
 */
export function schoolList<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  sortedBy: (self: BuildExtraConfigColumns<TName, SchoolRow & TColumns, 'pg'>) => ExtraConfigColumn[] = () => [],
) {
  return schoolTable(name, columns, (self) => [index(`${name}_tenant_idx`).on(self.tenantId, ...sortedBy(self))]);
}
