import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import { bareColumn } from '@server/db/columns';
import { preparedByShape } from '@server/db/prepared';
import { rowsOf } from '@server/db/rows';
import { companies, targets, users } from '@server/db/schema';

export interface TargetRow {
  salesTarget: number;
  farmersTarget: number;
}

export async function companyDefault(db: Db, companyId: string, season: string): Promise<TargetRow | null> {
  const [row] = await db
    .select({ salesTarget: targets.salesTarget, farmersTarget: targets.farmersTarget })
    .from(targets)
    .where(and(eq(targets.companyId, companyId), isNull(targets.agentId), eq(targets.season, season)))
    .limit(1);
  return row ? { salesTarget: Number(row.salesTarget), farmersTarget: row.farmersTarget } : null;
}

/** Every engaged agent of the company with their own target for the season, if set. */
export async function agentTargets(db: Db, companyId: string, season: string) {
  const rows = await db
    .select({ agentId: users.id, name: users.name, salesTarget: targets.salesTarget, farmersTarget: targets.farmersTarget })
    .from(users)
    .leftJoin(targets, and(eq(targets.agentId, users.id), eq(targets.season, season)))
    .where(and(eq(users.companyId, companyId), eq(users.role, 'engaged_agent')))
    .orderBy(asc(users.name));
  return rows.map((r) => ({ agentId: r.agentId, name: r.name, own: r.salesTarget === null || r.farmersTarget === null ? null : { salesTarget: Number(r.salesTarget), farmersTarget: r.farmersTarget } }));
}

export async function isEngagedAgentOf(db: Db, agentId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.companyId, companyId), eq(users.role, 'engaged_agent')))
    .limit(1);
  return Boolean(row);
}

export async function upsertTarget(db: Db, input: { companyId: string; agentId: string | null; season: string; salesTarget: number; farmersTarget: number; updatedById: string; at: Date }) {
  const { at, ...fields } = input;
  const row = { ...fields, updatedAt: at };
  const set = { salesTarget: input.salesTarget, farmersTarget: input.farmersTarget, updatedById: input.updatedById, updatedAt: at };
  if (input.agentId) {
    await db.insert(targets).values(row).onConflictDoUpdate({ target: [targets.companyId, targets.agentId, targets.season], targetWhere: sql`${bareColumn(targets.agentId)} is not null`, set });
  } else {
    await db.insert(targets).values(row).onConflictDoUpdate({ target: [targets.companyId, targets.season], targetWhere: sql`${bareColumn(targets.agentId)} is null`, set });
  }
}

const defaults = alias(targets, 'company_defaults');

/**
 * The season targets of the engaged agents in scope, summed, built once per shape (whether a company and an
 * agent narrow it; the values are placeholders, ADR 0033) and prepared: run on every dashboard, its planning
 * cost as much as its reading (P5).
 */
const summedTargetsStatement = preparedByShape(
  ({ company, agent }: { company: boolean; agent: boolean }) => `${company}${agent}`,
  ({ company, agent }) => {
    const where = and(
      eq(users.role, 'engaged_agent'),
      company ? eq(users.companyId, sql.placeholder('companyId')) : undefined,
      agent ? eq(users.id, sql.placeholder('agentId')) : undefined,
    );
    const season = sql.placeholder('season');
    return sql`select
        coalesce(sum(case when ${companies.kind} = ${sql.placeholder('kind')} then coalesce(${targets.salesTarget}, ${defaults.salesTarget}, 0) else 0 end), 0) as "salesTarget",
        coalesce(sum(coalesce(${targets.farmersTarget}, ${defaults.farmersTarget}, 0)), 0) as "farmersTarget"
      from ${users}
      inner join ${companies} on ${companies.id} = ${users.companyId}
      left join ${targets} on ${and(eq(targets.agentId, users.id), eq(targets.season, season))}
      left join ${targets} ${defaults} on ${and(eq(defaults.companyId, users.companyId), isNull(defaults.agentId), eq(defaults.season, season))}
      where ${where}`;
  },
);

/** Each agent's own target, else the company default, else 0. Sales targets only count companies of `kind` (KES and Kgs never add up). */
export async function summedTargets(db: Db, scope: { companyId?: string; agentId?: string; kind: 'seed' | 'lender'; season: string }): Promise<TargetRow> {
  const shape = { company: Boolean(scope.companyId), agent: Boolean(scope.agentId) };
  const [row] = rowsOf<{ salesTarget: string | null; farmersTarget: string | null }>(await summedTargetsStatement(db, shape, scope));
  return { salesTarget: Number(row?.salesTarget ?? 0), farmersTarget: Number(row?.farmersTarget ?? 0) };
}
