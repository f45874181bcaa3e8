import type { Seeder } from './index';

/** Products, coupons, reviews, comments, short videos and certificates (tenants/<id>/*.json). */
export const seedCommerce: Seeder = async () => {};
