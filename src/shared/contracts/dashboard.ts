import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** The screen asks for 6 weeks (spec part 1 §7, §9). */
export const DASHBOARD_WEEKS_DEFAULT = 6;
export const DASHBOARD_WEEKS_MAX = 52;

export const dashboardQuery = z.object({
  weeks: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(DASHBOARD_WEEKS_MAX)), DASHBOARD_WEEKS_DEFAULT),
});

const targetProgress = z.object({ target: z.number(), achieved: z.number(), percentage: z.number() });

/**
 * A week of a chart: `weekStart` is its Monday (YYYY-MM-DD), which screens word in their language ('19 Okt');
 * `weekLabel` ('19 Oct') stays for API clients, the spec names it (ADR 0056).
 */
const week = { weekStart: z.string(), weekLabel: z.string() };
export const weeklySalesSchema = z.array(z.object({ ...week, sales: z.number() }));
export const weeklyFarmersSchema = z.array(z.object({ ...week, farmers: z.number() }));

/** Dashboard data, named exactly as spec part 1 §3 names it. */
export const dashboardSchema = z.object({
  metrics: z.object({
    totalAgents: z.number(),
    totalFarmers: z.number(),
    /** Total KES of the sales of seed companies in scope. */
    seedSasaSales: z.number(),
    /** Total Kgs disbursed by lenders in scope. */
    everlendSales: z.number(),
    salesTargets: targetProgress,
    farmerTargets: targetProgress,
    pointsEarned: z.number(),
    /** The unit of salesTargets and of the weekly sales chart: KES (seed companies) or Kgs (lenders). */
    currency: z.enum(['KES', 'Kgs']),
  }),
  companyInfo: z.object({ name: z.string() }),
  trainingProgress: z.object({ completedModules: z.number(), totalModules: z.number() }),
  charts: z.object({ weeklySales: weeklySalesSchema, weeklyFarmers: weeklyFarmersSchema }),
});
export type DashboardData = z.infer<typeof dashboardSchema>;

const answer = z.object({ data: dashboardSchema });

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/dashboard',
  permission: 'dashboard.read',
  summary: 'The dashboard of the caller: company-wide for admins, personal for agents; ISO weeks in the company time zone',
  tag: 'dashboard',
  query: dashboardQuery,
  response: answer,
});

export const getAdminDashboard = defineEndpoint({
  method: 'GET',
  path: '/dashboard/admin',
  permission: 'dashboard.company',
  summary: 'Company-wide figures (every company for admin, own company for company_admin)',
  tag: 'dashboard',
  query: dashboardQuery,
  response: answer,
});

export const getAgentDashboard = defineEndpoint({
  method: 'GET',
  path: '/dashboard/agent',
  permission: 'dashboard.own',
  summary: "The agent's personal figures and targets",
  tag: 'dashboard',
  query: dashboardQuery,
  response: answer,
});

export const getWeeklySales = defineEndpoint({
  method: 'GET',
  path: '/dashboard/sales/weekly',
  permission: 'dashboard.read',
  summary: "Weekly sales of the caller's dashboard scope (KES, or Kgs disbursed for lenders)",
  tag: 'dashboard',
  query: dashboardQuery,
  response: z.object({ data: weeklySalesSchema, currency: z.enum(['KES', 'Kgs']) }),
});

export const getWeeklyFarmers = defineEndpoint({
  method: 'GET',
  path: '/dashboard/farmers/weekly',
  permission: 'dashboard.read',
  summary: "Weekly farmer registrations of the caller's dashboard scope",
  tag: 'dashboard',
  query: dashboardQuery,
  response: z.object({ data: weeklyFarmersSchema }),
});
