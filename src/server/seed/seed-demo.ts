import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { seedAccounts } from './seed-accounts';
import { seedQuestionnaire } from './seed-questionnaire';
import { seedTraining } from './seed-training';
import { seedFarmers } from './seed-farmers';
import { seedSales } from './seed-sales';
import { seedGamification } from './seed-gamification';

export const DEMO_PASSWORD = 'Demo@1234';

export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from companies`);
  return rowsOf<{ n: number }>(result)[0].n === 0;
}

/**
 * Demo data so that every screen has something to show on first start. Each area adds its own step;
 * each step gets what the earlier steps created.
 */
export async function seedDemo(deps: AppDeps): Promise<void> {
  await seedAccounts(deps);
  await seedQuestionnaire(deps);
  await seedTraining(deps);
  await seedFarmers(deps);
  await seedSales(deps);
  await seedGamification(deps);
}
