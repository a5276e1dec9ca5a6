import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../../shared/contracts/health';
import type { AppDeps } from '../../context';
import { registerEndpoint } from '../../plugins/endpoint';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, getHealth, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: deps.database.kind, time: deps.clock.now().toISOString() };
  });
}
