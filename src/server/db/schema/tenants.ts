import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
