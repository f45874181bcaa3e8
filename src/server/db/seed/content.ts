import type { Seeder } from './index';

/** School info and every content list of the public site (tenants/<id>/*.json). */
export const seedContent: Seeder = async () => {};
