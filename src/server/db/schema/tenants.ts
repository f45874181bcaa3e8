import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A school: every other row belongs to one, through its tenant_id. */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  preDomain: text('pre_domain').notNull().unique(),
  name: text('name').notNull(),
  locale: text('locale').notNull().default('zh-CN'),
  /** Businesses enabled for the tenant, comma-separated (spec 1 §7.7). */
  businesses: text('businesses').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which seeders have run for which tenant: each runs once, so a data folder made before a new
 * area existed still gets that area's demo data on the next start, and nothing is seeded twice.
 */
export const seedRuns = pgTable(
  'seed_runs',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    seeder: text('seeder').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.seeder] })],
);
