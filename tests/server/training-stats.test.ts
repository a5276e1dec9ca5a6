/**
 * The training stats (and the dashboard's training figures) come from one counting statement
 * (`moduleCounts`); they must agree with the statuses the module list works out one by one, in every state
 * a module can be in for a user: not started, started only, listened to in part, one audio of two done,
 * every audio done, no audio at all (started or not), inactive.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/rows';
import { users } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

async function expectStatsAgreeWithList(email: string): Promise<void> {
  const headers = bearer(await tokenFor(t, email));
  const modules = (await t.app.inject({ method: 'GET', url: '/api/training', headers })).json().modules as { status: string }[];
  const stats = (await t.app.inject({ method: 'GET', url: '/api/training/stats', headers })).json().stats;
  const count = (status: string) => modules.filter((m) => m.status === status).length;
  expect({ email, stats: { completed: stats.completedModules, inProgress: stats.inProgressModules, total: stats.totalModules } }).toEqual({
    email,
    stats: { completed: count('completed'), inProgress: count('in_progress'), total: modules.length },
  });
}

describe('training stats in one statement', () => {
  it('agree with the module list for every demo user, in every state of a module', async () => {
    for (const email of Object.values(DEMO)) await expectStatsAgreeWithList(email);

    const [{ id: recruit }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.recruit));
    const db = t.deps.db;
    // Two more modules: one without audio, one inactive with the audios of the first demo module.
    await db.execute(sql`insert into training_modules (title, module_order) values ('No audio yet', 90)`);
    await db.execute(sql`insert into training_modules (title, module_order, is_active) values ('Retired', 91, false)`);
    await db.execute(sql`insert into module_audios (module_id, audio_file_id, position)
      select (select id from training_modules where title = 'Retired'), audio_file_id, position from module_audios limit 2`);
    await expectStatsAgreeWithList(DEMO.recruit);

    const rows = rowsOf<{ id: string; module_id: string }>(
      await db.execute(sql`select ma.id, ma.module_id from module_audios ma join training_modules m on m.id = ma.module_id
        where m.is_active order by m.module_order, ma.position`),
    );
    const progress = (audio: string, done: boolean) =>
      db.execute(sql`insert into audio_progress (user_id, module_audio_id, is_completed, time_spent_seconds, recorded_at) values (${recruit}, ${audio}, ${done}, 10, now())
        on conflict (user_id, module_audio_id) do update set is_completed = excluded.is_completed`);

    await progress(rows[0].id, false); // listened to in part
    await expectStatsAgreeWithList(DEMO.recruit);
    await progress(rows[0].id, true); // one audio of the module done
    await expectStatsAgreeWithList(DEMO.recruit);
    for (const audio of rows.filter((r) => r.module_id === rows[0].module_id)) await progress(audio.id, true); // every audio done
    await expectStatsAgreeWithList(DEMO.recruit);
    await db.execute(sql`insert into module_starts (user_id, module_id) select ${recruit}, id from training_modules where title in ('No audio yet', 'Retired')`);
    await expectStatsAgreeWithList(DEMO.recruit);
    const last = rows.at(-1)!;
    await db.execute(sql`insert into module_starts (user_id, module_id) values (${recruit}, ${last.module_id}) on conflict do nothing`);
    await expectStatsAgreeWithList(DEMO.recruit);
  });
});
