import type { SessionUserDto } from '@shared/contracts/users-common';
import type { Role } from '@shared/roles';

export type MetricCard = 'totalAgents' | 'totalFarmers' | 'seedSasaSales' | 'everlendSales' | 'salesTarget' | 'farmerTarget' | 'points' | 'training';

export interface DashboardView {
  /** Company-wide figures and titles (admins) or personal targets and 'My' titles (spec part 1 §6). */
  adminView: boolean;
  cards: MetricCard[];
  charts: boolean;
}

/**
 * What each role's dashboard shows: only cards that mean something to it (docs/sales-loans-dashboard.md). The
 * platform admin sees the spec's four company-wide cards; a company admin sees its own company's, with the sales
 * card of its kind only (KES of sales for a seed company, Kgs of loans for a lender); an engaged agent its
 * targets, points and training; a recruit, who cannot sell or register farmers yet, its points and training only,
 * and no charts.
 */
export function dashboardView(role: Role, companyKind: SessionUserDto['companyKind']): DashboardView {
  switch (role) {
    case 'admin':
      return { adminView: true, cards: ['totalAgents', 'totalFarmers', 'seedSasaSales', 'everlendSales'], charts: true };
    case 'company_admin':
      return { adminView: true, cards: ['totalAgents', 'totalFarmers', companyKind === 'lender' ? 'everlendSales' : 'seedSasaSales'], charts: true };
    case 'engaged_agent':
      return { adminView: false, cards: ['salesTarget', 'farmerTarget', 'points', 'training'], charts: true };
    case 'potential_agent':
      return { adminView: false, cards: ['points', 'training'], charts: false };
  }
}
