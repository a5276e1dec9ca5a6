/**
 * Issue 30 item 3: the bytes of keeping the farmer register on a phone, by changes (GET /api/farmers/changes,
 * ADR 0050) against the whole register again (GET /api/farmers pages of 100, as before), for 100 and 5,000
 * farmers in the agent's company: the first download, a refresh with nothing changed, a refresh after one farmer
 * was edited. Answer bodies as JSON and gzip-compressed (level 6, what @fastify/compress sends by default), headers
 * apart. Bars (compressed): no-change refresh ≤ 2 KiB, first download of 5,000 ≤ 600 KB, one edit ≈ one record.
 * PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 */
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { companies, farmers, users } from '../src/server/db/schema';
import { buildApp } from '../src/server/app';
import { benchDeps, openBenchDatabase, tokenOf } from './support/bench-server';
import { loadLine } from './support/figures';

const AGENT = 'agent.seedsasa@demo.local';
const COUNTIES = ['Nakuru', 'Kisumu', 'Bungoma', 'Meru', 'Machakos'];
const CROPS = ['Maize', 'Beans', 'Tea', 'Coffee', null];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { database, kind, drop } = await openBenchDatabase();
  const deps = await benchDeps(database);
  const app = await buildApp(deps, { distDir: null });
  await app.ready();
  const token = await tokenOf(deps, AGENT);
  const [{ companyId, agentId }] = await deps.db
    .select({ companyId: companies.id, agentId: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, AGENT));
  const get = async (url: string, query: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { body: res.json(), raw: res.rawPayload.length, gzip: gzipSync(res.rawPayload).length };
  };
  /** Every page of a walk of the changes from `cursor`. */
  const changes = async (cursor?: string) => {
    const total = { raw: 0, gzip: 0, requests: 0, records: 0, cursor: cursor ?? '' };
    for (let more = true; more; ) {
      const page = await get('/api/farmers/changes', total.cursor ? { cursor: total.cursor } : {});
      total.raw += page.raw;
      total.gzip += page.gzip;
      total.requests += 1;
      total.records += page.body.farmers.length + page.body.removed.length;
      total.cursor = page.body.cursor;
      more = page.body.more;
    }
    return total;
  };
  /** The whole register as the phone fetched it before: every page of GET /farmers?limit=100. */
  const wholeList = async () => {
    const total = { raw: 0, gzip: 0, requests: 0 };
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await get('/api/farmers', { page: String(page), limit: '100' });
      pages = answer.body.pagination.totalPages;
      total.raw += answer.raw;
      total.gzip += answer.gzip;
      total.requests += 1;
    }
    return total;
  };

  console.log(`${kind}, ${loadLine()}`);
  console.log('farmers | what | requests | JSON | gzip');
  let added = 0;
  for (const size of [100, 5_000]) {
    const rows = Array.from({ length: size - added }, (_, i) => {
      const n = added + i;
      return {
        companyId,
        registeredById: agentId,
        name: `Bench Farmer${n} Wanjiku`,
        phoneNumber: `+2547${String(20_000_000 + n).padStart(8, '0')}`,
        nationalId: 30_000_000 + n,
        age: 20 + (n % 50),
        gender: n % 2 ? 'Female' : 'Male',
        county: COUNTIES[n % COUNTIES.length],
        cropType: CROPS[n % CROPS.length],
        farmSize: `${1 + (n % 5)} acres`,
        village: `Village ${n % 300}`,
        recordedAt: new Date(),
      };
    });
    for (let i = 0; i < rows.length; i += 1000) await deps.db.insert(farmers).values(rows.slice(i, i + 1000));
    added = size;
    const before = await wholeList();
    const first = await changes();
    const none = await changes(first.cursor);
    const [one] = await deps.db.select({ id: farmers.id }).from(farmers).where(eq(farmers.companyId, companyId)).limit(1);
    await deps.db.update(farmers).set({ farmSize: `${size} acres` }).where(eq(farmers.id, one.id));
    const edited = await changes(none.cursor);
    const line = (what: string, t: { requests: number; raw: number; gzip: number }) => console.log(`${size} | ${what} | ${t.requests} | ${kb(t.raw)} | ${kb(t.gzip)}`);
    line('whole register as before (GET /farmers ×100), every refresh', before);
    line('first download by changes', first);
    line('refresh, nothing changed', none);
    line(`refresh, one farmer edited (${edited.records} record)`, edited);
  }
  await app.close();
  await drop();
}

await main();
