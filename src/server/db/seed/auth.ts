import type { Seeder } from './index';

/** Users, students and invitation codes of a tenant (tenants/<id>/users.json). */
export const seedAuth: Seeder = async () => {};
