import { and, eq, inArray } from 'drizzle-orm';
import { seasonOf } from '@shared/season';
import type { AppDeps } from '../context';
import { awardPoints } from '../modules/points/points.service';
import { companies, farmers, loanRepayments, loans, sales, targets, users } from '../db/schema';

const PRODUCTS = [
  { product: 'Hybrid Maize Seed H614', unit: 'Kg', price: 350 },
  { product: 'Bean Seed Rosecoco', unit: 'Kg', price: 280 },
  { product: 'DAP Fertiliser 50kg', unit: 'Bag', price: 3500 },
  { product: 'Sorghum Seed Gadam', unit: 'Kg', price: 220 },
  { product: 'Sunflower Seed', unit: 'Packet', price: 450 },
];
const SEEDS = ['Maize H614', 'Maize DK8031', 'Beans KK15', 'Sorghum Gadam', 'Wheat Kenya Fahari'];
/** Loan statuses cycled over Everlend's loans, so every state of the loan screen shows. */
const LOAN_PLAN = ['repaid', 'disbursed', 'disbursed', 'pending', 'approved', 'rejected', 'disbursed', 'pending'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const EIGHT_WEEKS_DAYS = 56;

/**
 * Sales by SeedSasa's demo agent and loans filed by Everlend's demo agent over the last 8 weeks, to farmers
 * of their own companies; repayments of repaid/disbursed loans with their FARMER_DEPOSIT points; and season
 * targets (company defaults for every seed and lender company, one agent-specific target).
 */
export async function seedSales(deps: AppDeps): Promise<void> {
  const now = deps.clock.now().getTime();
  const agents = await deps.db
    .select({ id: users.id, companyId: users.companyId, kind: companies.kind })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.email, ['agent.seedsasa@demo.local', 'agent.everlend@demo.local']));

  for (const agent of agents) {
    const own = await deps.db
      .select({ id: farmers.id, name: farmers.name, registeredById: farmers.registeredById })
      .from(farmers)
      .where(eq(farmers.companyId, agent.companyId!));
    if (own.length === 0) continue;
    if (agent.kind === 'seed') {
      const rows: (typeof sales.$inferInsert)[] = Array.from({ length: 40 }, (_, i) => {
        const item = PRODUCTS[i % PRODUCTS.length];
        const quantity = 1 + ((i * 7) % 12);
        const saleDate = new Date(now - ((i * 17) % EIGHT_WEEKS_DAYS) * DAY_MS - ((i * 5) % 9) * 3600_000);
        return { companyId: agent.companyId!, agentId: agent.id, farmerId: own[i % own.length].id, product: item.product, quantity, unit: item.unit, amountKes: quantity * item.price, saleDate, createdAt: saleDate, recordedAt: saleDate };
      });
      await deps.db.insert(sales).values(rows).onConflictDoNothing();
    } else {
      await seedLoans(deps, agent, own, now);
    }
  }
  await seedTargets(deps, agents.find((a) => a.kind === 'seed')?.id);
}

async function seedLoans(deps: AppDeps, agent: { id: string; companyId: string | null }, own: { id: string; name: string; registeredById: string | null }[], now: number) {
  for (let i = 0; i < 16; i++) {
    const status = LOAN_PLAN[i % LOAN_PLAN.length];
    const farmer = own[i % own.length];
    const createdAt = new Date(now - ((i * 23) % EIGHT_WEEKS_DAYS) * DAY_MS - 2 * DAY_MS);
    const amount = 50 + ((i * 37) % 10) * 25;
    const disbursedAt = status === 'repaid' || status === 'disbursed' ? new Date(Math.min(now, createdAt.getTime() + 2 * DAY_MS)) : null;
    const amountPaid = status === 'repaid' ? amount : status === 'disbursed' && i % 3 === 0 ? Math.round(amount / 2) : 0;
    const [loan] = await deps.db
      .insert(loans)
      .values({
        companyId: agent.companyId!,
        farmerId: farmer.id,
        appliedById: agent.id,
        seed: SEEDS[i % SEEDS.length],
        amount,
        amountPaid,
        status,
        createdAt,
        recordedAt: createdAt,
        decidedAt: status === 'pending' ? null : new Date(createdAt.getTime() + DAY_MS),
        disbursedAt,
        updatedAt: createdAt,
      })
      .returning({ id: loans.id });
    if (amountPaid > 0 && disbursedAt) {
      // Never after now: a repayment (and its points) dated tomorrow would show as a future activity.
      const repaidAt = new Date(Math.min(now, disbursedAt.getTime() + DAY_MS));
      const [repayment] = await deps.db
        .insert(loanRepayments)
        .values({ loanId: loan.id, amount: amountPaid, createdAt: repaidAt, recordedAt: repaidAt })
        .returning({ id: loanRepayments.id });
      if (farmer.registeredById) {
        await awardPoints(deps.db, {
          userId: farmer.registeredById,
          companyId: agent.companyId,
          activityType: 'FARMER_DEPOSIT',
          description: `Repayment of Kgs ${amountPaid} by ${farmer.name}`,
          params: { amount: Number(amountPaid), farmer: farmer.name },
          sourceKey: `repayment:${repayment.id}`,
          recordedAt: repaidAt,
        });
      }
    }
  }
}

/** Company defaults for the current season, plus a higher personal target for SeedSasa's demo agent. */
async function seedTargets(deps: AppDeps, seedAgentId: string | undefined) {
  const all = await deps.db.select({ id: companies.id, kind: companies.kind, timeZone: companies.timeZone }).from(companies);
  for (const company of all) {
    const season = seasonOf(deps.clock.now(), company.timeZone).id;
    const defaults = company.kind === 'seed' ? { salesTarget: 150_000, farmersTarget: 25 } : { salesTarget: 2_000, farmersTarget: 25 };
    await deps.db.insert(targets).values({ companyId: company.id, agentId: null, season, ...defaults }).onConflictDoNothing();
    if (seedAgentId && company.kind === 'seed') {
      const [agent] = await deps.db.select({ id: users.id }).from(users).where(and(eq(users.id, seedAgentId), eq(users.companyId, company.id)));
      if (agent) await deps.db.insert(targets).values({ companyId: company.id, agentId: agent.id, season, salesTarget: 200_000, farmersTarget: 30 }).onConflictDoNothing();
    }
  }
}
