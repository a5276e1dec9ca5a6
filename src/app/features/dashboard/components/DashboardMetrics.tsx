import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardData } from '@shared/contracts/dashboard';
import { percentage } from '@shared/format';
import { formatKes, formatKgs } from '../../../i18n/format';
import { Fragment, type ReactNode } from 'react';
import { StatTile } from '../../../components/StatTile';
import type { DashboardView, MetricCard } from '../lib/dashboard-view';
import { formatAmount } from '../lib/figures';

type Metrics = DashboardData['metrics'];

function TargetTile({ label, progress, format }: { label: string; progress: Metrics['salesTargets']; format: (n: number) => string }) {
  return (
    <StatTile
      label={label}
      value={`${format(progress.achieved)} / ${format(progress.target)}`}
      hint={
        <Stack gap={4}>
          <Progress value={Math.min(100, progress.percentage)} aria-label={`${label}: ${progress.percentage}%`} />
          <Text size="xs">{progress.percentage}% achieved</Text>
        </Stack>
      }
    />
  );
}

/**
 * The cards of spec part 1 §2: the admin's company-wide figures (a company admin sees its own company, its sales
 * card named after it) and the agent's targets, points and training progress; `view` says which this role sees.
 */
export function DashboardMetrics({ data, view }: { data: DashboardData; view: DashboardView }) {
  const { metrics, trainingProgress, companyInfo } = data;
  // Both sales cards: the platform's view across companies. One: a company admin's own company.
  const platform = view.cards.includes('seedSasaSales') && view.cards.includes('everlendSales');
  const card: Record<MetricCard, () => ReactNode> = {
    totalAgents: () => <StatTile label="Total Agents" value={metrics.totalAgents.toLocaleString('en-KE')} />,
    totalFarmers: () => <StatTile label="Registered Farmers" value={metrics.totalFarmers.toLocaleString('en-KE')} />,
    seedSasaSales: () => (
      <StatTile label={`${platform ? 'SeedSasa' : companyInfo.name} Sales`} value={formatKes(metrics.seedSasaSales)} hint={platform ? 'Sales of seed companies' : undefined} />
    ),
    everlendSales: () => (
      <StatTile label={`${platform ? 'Everlend' : companyInfo.name} Sales`} value={formatKgs(metrics.everlendSales)} hint="Seed loans disbursed" />
    ),
    salesTarget: () => (
      <TargetTile
        label={metrics.currency === 'KES' ? 'Sales (Target vs Achieved)' : 'Loans (Target vs Achieved)'}
        progress={metrics.salesTargets}
        format={(n) => formatAmount(n, metrics.currency)}
      />
    ),
    farmerTarget: () => <TargetTile label="Farmers (Target vs Achieved)" progress={metrics.farmerTargets} format={(n) => n.toLocaleString('en-KE')} />,
    points: () => <StatTile label="Total Points Earned" value={metrics.pointsEarned.toLocaleString('en-KE')} />,
    training: () =>
      trainingProgress.totalModules > 0 && (
        <StatTile
          label="Training Progress"
          value={`${trainingProgress.completedModules}/${trainingProgress.totalModules} modules`}
          hint={`${percentage(trainingProgress.completedModules, trainingProgress.totalModules)}% complete`}
        />
      ),
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, view.cards.length) }}>
      {view.cards.map((name) => (
        <Fragment key={name}>{card[name]()}</Fragment>
      ))}
    </SimpleGrid>
  );
}
