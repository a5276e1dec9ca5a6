import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { audioFiles, farmers, incentiveOptions, loans, questions, trainingModules, users } from '@server/db/schema';
import type { Role } from '@shared/roles';

/** Who calls in one row of the access matrix, and the two companies it is compared across. */
export interface MatrixCaller {
  id: string;
  role: Role;
  /** The caller's company; for the platform admin, the company whose records it is shown. */
  home: string;
  /** A company the caller does not belong to. */
  other: string;
}

export interface FindContext {
  db: Db;
  caller: MatrixCaller;
  /** The company whose record is wanted: `caller.home` for "own" rows, `caller.other` for "other company" rows. */
  companyId: string;
  side: 'own' | 'other';
  method: string;
}

type PathParams = Record<string, string>;

/**
 * How to find real values for the path parameters of each endpoint, by path pattern. The S1 matrix fails an
 * endpoint with a `{param}` that no row here matches: a new endpoint with an id must get a row.
 */
export const PARAM_FINDERS: { pattern: RegExp; find(ctx: FindContext): Promise<PathParams | undefined> }[] = [
  { pattern: /^\/auth\/verify-reset-token\/\{token\}$/, find: async () => ({ token: 'a'.repeat(64) }) },
  {
    pattern: /^\/companies\/\{companyId\}\/training\/pre-training\/questions\/\{questionId\}$/,
    find: async ({ db, companyId }) => {
      const [q] = await db.select({ id: questions.id }).from(questions).where(eq(questions.companyId, companyId)).limit(1);
      return q && { companyId, questionId: q.id };
    },
  },
  {
    pattern: /^\/companies\/\{companyId\}\/training\/pre-training\/users\/\{userId\}\//,
    find: async (ctx) => {
      const userId = await userOf(ctx);
      return userId ? { companyId: ctx.companyId, userId } : undefined;
    },
  },
  { pattern: /^\/companies\/\{companyId\}\/training\/pre-training\/[a-z-]+(\/with-key)?$/, find: async ({ companyId }) => ({ companyId }) },
  { pattern: /^\/(trainingreport\/users|agents)\/\{id\}/, find: async (ctx) => idOf(await agentOf(ctx.db, ctx.companyId)) },
  { pattern: /^\/users\/\{id\}$/, find: async (ctx) => idOf(await userOf(ctx)) },
  { pattern: /^\/training\/(admin\/modules\/)?\{id\}/, find: async ({ db }) => idOf(await firstId(db, trainingModules)) },
  { pattern: /^\/(training\/audio|file-upload\/files)\/\{id\}/, find: async ({ db }) => idOf(await firstId(db, audioFiles)) },
  {
    pattern: /^\/loans\/\{id\}\//,
    find: async ({ db, companyId }) => {
      const [loan] = await db.select({ id: loans.id }).from(loans).where(eq(loans.companyId, companyId)).limit(1);
      if (loan) return idOf(loan.id);
      // A seed company has no loans in the demo data: file one, so a lender's admin has a foreign loan to ask for.
      const [farmer] = await db.select({ id: farmers.id }).from(farmers).where(eq(farmers.companyId, companyId)).limit(1);
      if (!farmer) return undefined;
      const [made] = await db.insert(loans).values({ companyId, farmerId: farmer.id, seed: 'Access matrix', amount: 10, recordedAt: new Date() }).returning({ id: loans.id });
      return idOf(made.id);
    },
  },
  {
    // An agent corrects only the farmers it registered: on its own side it gets one of those.
    pattern: /^\/farmers\/\{id\}$/,
    find: async ({ db, companyId, caller, side }) => {
      const own = side === 'own' && caller.role === 'engaged_agent' ? eq(farmers.registeredById, caller.id) : undefined;
      const [farmer] = await db.select({ id: farmers.id }).from(farmers).where(and(eq(farmers.companyId, companyId), own)).limit(1);
      return idOf(farmer?.id);
    },
  },
  { pattern: /^\/admin\/gamification\/incentive-options\/\{id\}$/, find: async ({ db }) => idOf(await firstId(db, incentiveOptions)) },
];

const idOf = (id: string | undefined): PathParams | undefined => (id ? { id } : undefined);

async function firstId(db: Db, table: typeof trainingModules | typeof audioFiles | typeof incentiveOptions): Promise<string | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).limit(1);
  return row?.id;
}

async function agentOf(db: Db, companyId: string): Promise<string | undefined> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, ['engaged_agent', 'potential_agent'])))
    .limit(1);
  return agent?.id;
}

/**
 * The caller itself on its own side (an agent reads its own record; anyone writes only their own), an agent
 * of the company otherwise.
 */
async function userOf(ctx: FindContext): Promise<string | undefined> {
  if (ctx.side === 'own' && (ctx.caller.role !== 'admin' || ctx.method !== 'GET')) return ctx.caller.id;
  return agentOf(ctx.db, ctx.companyId);
}

/** Fills the path parameters of `path`, or says which row of PARAM_FINDERS is missing. */
export async function findPathParams(path: string, ctx: FindContext): Promise<PathParams> {
  if (!path.includes('{')) return {};
  const finder = PARAM_FINDERS.find((f) => f.pattern.test(path));
  if (!finder) {
    throw new Error(`No way to find an id for ${path}: add a row for it to PARAM_FINDERS in tests/support/access-ids.ts`);
  }
  const params = await finder.find(ctx);
  if (!params) throw new Error(`The PARAM_FINDERS row for ${path} found no ${ctx.side} record for company ${ctx.companyId}: seed one`);
  return params;
}
