import { describe, expect, it } from 'vitest';
import { dashboardView } from '@app/features/dashboard/lib/dashboard-view';
import { hasBalance } from '@shared/loan-balance';

describe('dashboardView: each role sees only cards that mean something to it', () => {
  it('gives the platform admin both sales cards and a company admin only its own kind', () => {
    expect(dashboardView('admin', null).cards).toEqual(['totalAgents', 'totalFarmers', 'seedSasaSales', 'everlendSales']);
    expect(dashboardView('company_admin', 'seed').cards).not.toContain('everlendSales');
    expect(dashboardView('company_admin', 'lender').cards).not.toContain('seedSasaSales');
  });

  it('shows a recruit no sales targets and no sales charts', () => {
    const recruit = dashboardView('potential_agent', 'seed');
    expect(recruit.cards).not.toContain('salesTarget');
    expect(recruit.cards).not.toContain('farmerTarget');
    expect(recruit.charts).toBe(false);
    expect(dashboardView('engaged_agent', 'seed').cards).toContain('salesTarget');
  });
});

describe('hasBalance: only loans whose seed went out carry a balance', () => {
  it('is true for disbursed and repaid loans only', () => {
    expect(['pending', 'approved', 'rejected', 'disbursed', 'repaid'].filter(hasBalance)).toEqual(['disbursed', 'repaid']);
  });
});
