// The drizzle schema: one file per area under schema/, gathered here for the drizzle client.
export * from './schema/accounts';
export * from './schema/points';
