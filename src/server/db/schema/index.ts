// Every table of the reference API, one file per area. drizzle-kit reads this file.
export * from './tenants';
export * from './school';
export * from './content';
export * from './commerce';
export * from './engagement';
export * from './auth';
export * from './study';
export * from './classroom';
export * from './papers';
export * from './exam';
export * from './third-platform';
