// The drizzle schema: one file per area under schema/, gathered here for the drizzle client.
export * from './schema/accounts';
export * from './schema/points';
export * from './schema/sync';
export * from './schema/farmers';
export * from './schema/questionnaire';
export * from './schema/training';
export * from './schema/sales';
export * from './schema/gamification';
export * from './schema/blobs';
export * from './schema/audit';
