/**
 * The data of bench/api.ts (P5): 100,000 farmers and 200,000 sales on PostgreSQL, seeded once into a schema
 * named after the migrations and this seeding, and kept between runs (reseeded when either changes; the
 * schemas of older versions are dropped).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { systemClock } from '@server/context';
import { openPostgres } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedAccounts } from '@server/seed/seed-accounts';
import { loadConfig } from '@server/env';

export const FARMERS = 100_000;
export const SALES = 200_000;
const here = path.dirname(fileURLToPath(import.meta.url));

/** 100,000 farmers over the last year across two demo companies, and 200,000 sales of SeedSasa's agent. */
const FILL_FARMERS = `
  insert into farmers (company_id, registered_by_id, name, phone_number, gender, county, crop_type, created_at, recorded_at)
  select case when g % 2 = 0 then $1::uuid else $2::uuid end,
         case when g % 2 = 0 then $3::uuid else null end,
         (array['Jane','Peter','Mary','John','Grace','Samuel'])[1 + g % 6] || ' ' || (array['Wanjiku','Otieno','Chebet','Mwangi','Akinyi'])[1 + g % 5] || ' ' || g,
         '+2547' || lpad(g::text, 8, '0'),
         (array['Female','Male'])[1 + g % 2],
         (array['Nakuru','Kisumu','Meru','Machakos','Bungoma','Kakamega','Trans Nzoia','Uasin Gishu'])[1 + g % 8],
         (array['Maize','Beans','Sorghum','Potatoes'])[1 + g % 4],
         now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
         now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
  from generate_series(1, ${FARMERS}) as g`;
// The farmer of each sale is picked from an array (an index lookup), not by a join on a computed key.
const FILL_SALES = `
  with seed_farmers as (select array_agg(id order by id) as ids from farmers where company_id = $1::uuid)
  insert into sales (company_id, agent_id, farmer_id, product, quantity, unit, amount_kes, sale_date, recorded_at)
  select $1::uuid, $2::uuid, f.ids[1 + g % cardinality(f.ids)], 'Maize seed ' || (g % 7), 1 + g % 10, 'Kg', 100 + (g % 50) * 35,
         now() - (g % 364) * interval '1 day' - (g % 1440) * interval '1 minute',
         now() - (g % 364) * interval '1 day' - (g % 1440) * interval '1 minute'
  from seed_farmers f, generate_series(1, ${SALES}) as g`;

/** The schema of this version of the data: migrations and seeding both change it. */
function schemaName(): string {
  const dir = path.join(here, '../../src/server/db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  hash.update(FILL_FARMERS).update(FILL_SALES).update(readFileSync(path.join(here, '../../src/server/seed/seed-accounts.ts')));
  return `bench_api_${hash.digest('hex').slice(0, 12)}`;
}

/** Reuses the seeded schema of this version, or seeds it (dropping the schemas of older versions). */
export async function seededSchema(url: string): Promise<string> {
  const schema = schemaName();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ready = await client.query(`select 1 from information_schema.tables where table_schema = $1 and table_name = 'bench_ready'`, [schema]);
    if (ready.rowCount) return schema;
    const stale = await client.query<{ name: string }>(`select schema_name as name from information_schema.schemata where schema_name like 'bench\\_api\\_%'`);
    for (const { name } of stale.rows) await client.query(`drop schema ${name} cascade`);
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  const database = await openPostgres(url, { searchPath: schema });
  try {
    await migrate(database);
    const config = loadConfig({ DATA_DIR: `/tmp/fap-bench-${randomBytes(6).toString('hex')}`, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
    await seedAccounts({ database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } });
  } finally {
    await database.close();
  }
  const started = performance.now();
  const seeding = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await seeding.connect();
  try {
    const ids = await idsOf(seeding);
    await seeding.query(FILL_FARMERS, [ids.seedsasa, ids.everlend, ids.agent]);
    await seeding.query(FILL_SALES, [ids.seedsasa, ids.agent]);
    await seeding.query('analyze');
    await seeding.query('create table bench_ready ()');
  } finally {
    await seeding.end();
  }
  console.log(`seeded ${FARMERS.toLocaleString('en')} farmers and ${SALES.toLocaleString('en')} sales into ${schema} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return schema;
}

export async function idsOf(client: pg.Client) {
  const company = async (slug: string) => (await client.query<{ id: string }>('select id from companies where slug = $1', [slug])).rows[0].id;
  const user = async (email: string) =>
    (await client.query<{ id: string; role: 'admin'; companyId: string | null; tokenVersion: number }>(
      'select id, role, company_id as "companyId", token_version as "tokenVersion" from users where email = $1',
      [email],
    )).rows[0];
  const agent = await user('agent.seedsasa@demo.local');
  return {
    seedsasa: await company('seedsasa'),
    everlend: await company('everlend'),
    agent: agent.id,
    users: { agent, companyAdmin: await user('admin.seedsasa@demo.local'), admin: await user('admin@demo.local') },
  };
}
