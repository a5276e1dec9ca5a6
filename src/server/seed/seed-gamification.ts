import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { seasonOf } from '@shared/season';
import { localDay } from '@shared/tiers';
import type { AppDeps } from '../context';
import { awardPoints } from '../modules/points/points.service';
import { incentiveOptions, incentiveSelections, users } from '../db/schema';

const OPTIONS = [
  { type: 'SHORT_TERM' as const, title: 'Airtime bundle', description: 'KES 200 airtime for a strong week in the field.', pointsNeeded: 250, reward: 'KES 200 airtime', titleSw: 'Kifurushi cha muda wa maongezi', descriptionSw: 'Muda wa maongezi wa KES 200 kwa wiki nzuri ya kazi shambani.', rewardSw: 'Muda wa maongezi wa KES 200' },
  { type: 'SHORT_TERM' as const, title: 'Data bundle', description: '2 GB of mobile data to keep farmers up to date.', pointsNeeded: 300, reward: '2 GB data', titleSw: 'Kifurushi cha data', descriptionSw: 'GB 2 za data ya simu ili uwape wakulima habari za karibuni.', rewardSw: 'Data ya GB 2' },
  { type: 'LONG_TERM' as const, title: 'Field toolkit', description: 'Boots, rain jacket and a soil test kit for the season.', pointsNeeded: 1000, reward: 'Field toolkit', titleSw: 'Vifaa vya kazi shambani', descriptionSw: 'Buti, koti la mvua na kifaa cha kupima udongo kwa msimu mzima.', rewardSw: 'Vifaa vya kazi shambani' },
  { type: 'LONG_TERM' as const, title: 'Motorbike voucher', description: 'A voucher towards a motorbike to reach more farmers.', pointsNeeded: 3000, reward: 'Motorbike voucher', titleSw: 'Vocha ya pikipiki', descriptionSw: 'Vocha ya kuchangia ununuzi wa pikipiki ili uwafikie wakulima wengi zaidi.', rewardSw: 'Vocha ya pikipiki' },
];
const DAY_MS = 24 * 60 * 60 * 1000;
const EIGHT_WEEKS_DAYS = 56;

/**
 * Incentive options of both types; check-ins every few days over the last 8 weeks for every agent (never today,
 * so the self check-in stays open); one admin-recorded event; choices for Everlend's agent and the recruit.
 * SeedSasa's agent chooses on screen (the long-term choice is fixed for the season).
 */
export async function seedGamification(deps: AppDeps): Promise<void> {
  const options = await deps.db.insert(incentiveOptions).values(OPTIONS).returning({ id: incentiveOptions.id, title: incentiveOptions.title });
  const optionId = (title: string) => options.find((o) => o.title === title)!.id;
  const agents = await deps.db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.role, ['engaged_agent', 'potential_agent']), isNotNull(users.companyId)));
  const [admin] = await deps.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.role, 'admin')).limit(1);
  const now = deps.clock.now().getTime();

  for (const [n, agent] of agents.entries()) {
    for (let day = 1 + n; day <= EIGHT_WEEKS_DAYS; day += 2 + (n % 2)) {
      const at = new Date(now - day * DAY_MS);
      await awardPoints(deps.db, {
        userId: agent.id,
        companyId: agent.companyId,
        activityType: 'ATTEND_CHECKIN',
        description: 'Attended check-in',
        sourceKey: `checkin:${agent.id}:${localDay(at)}`,
        recordedAt: at,
      });
    }
    if (admin) {
      await awardPoints(deps.db, {
        userId: agent.id,
        companyId: agent.companyId,
        activityType: 'ATTEND_CHECKIN',
        description: 'Attended the regional field day',
        params: { recordedBy: admin.name },
        sourceKey: `seed:field-day:${agent.id}`,
        reason: 'Regional field day attendance',
        recordedById: admin.id,
        recordedAt: new Date(now - (10 + n) * DAY_MS),
      });
    }
  }

  const season = seasonOf(new Date(now)).id;
  const byEmail = (email: string) => agents.find((a) => a.email === email);
  const choices = [
    { agent: byEmail('agent.everlend@demo.local'), short: 'Data bundle', long: 'Motorbike voucher' },
    { agent: byEmail('recruit@demo.local'), short: 'Airtime bundle', long: 'Field toolkit' },
  ];
  for (const c of choices) {
    if (!c.agent) continue;
    await deps.db.insert(incentiveSelections).values([
      { userId: c.agent.id, companyId: c.agent.companyId, optionId: optionId(c.short), type: 'SHORT_TERM', period: 'weekly', selectedAt: new Date(now - 3 * DAY_MS) },
      { userId: c.agent.id, companyId: c.agent.companyId, optionId: optionId(c.long), type: 'LONG_TERM', period: season, selectedAt: new Date(now - 20 * DAY_MS) },
    ]);
  }
}
