import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { systemClock, type AppDeps } from '../src/server/context';
import { openPglite } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';
import { seedAccounts } from '../src/server/db/seed/seed-accounts';
import { loadConfig } from '../src/server/env';
import { issueToken } from '../src/server/plugins/auth';

const database = await openPglite();
await migrate(database);
const config = loadConfig({ DATA_DIR: `/tmp/fap-bench-${randomBytes(6).toString('hex')}`, JWT_SECRET: randomBytes(32).toString('hex') });
const deps: AppDeps = { database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } };
await seedAccounts(deps);
const app = await buildApp(deps, { distDir: null });
await app.ready();
const [agent] = await deps.db.select().from(users).where(eq(users.email, 'agent.seedsasa@demo.local'));
const auth = { authorization: `Bearer ${issueToken(deps, agent)}` };
let n = 0;
const mk = () => { const id = randomUUID(); n++; return { id, method: 'POST', path: '/farmers', body: { id, name: `F ${n}`, phoneNumber: `+2547${String(10_000_000 + n).slice(-8)}`, gender: 'Male', county: 'Nakuru' } }; };
// raw query timing
let s = performance.now();
for (let i = 0; i < 500; i++) await database.db.execute('select 1' as never).catch(() => 0);
console.log('select 1 via drizzle', ((performance.now() - s) / 500).toFixed(3));
for (let r = 0; r < 3; r++) {
  s = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/sync', headers: auth, payload: { device: { backlog: 0, oldestEntryAgeSeconds: 0 }, entries: Array.from({ length: 200 }, mk) } });
  console.log('batch', res.statusCode, ((performance.now() - s) / 200).toFixed(2), 'ms/entry');
}
await app.close(); await database.close();
