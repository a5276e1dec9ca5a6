import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardData } from '@shared/contracts/dashboard';
import { percentage } from '@shared/format';
import { formatKes, formatKgs } from '../../../i18n/format';
import { Fragment, type ReactNode } from 'react';
import { StatTile } from '../../../components/StatTile';
import { WithWaiting } from '../../../components/WithWaiting';
import { ENTRY_KIND } from '../../../offline/entry-kinds';
import { useWaitingByKind } from '../../../pwa/use-outbox';
import type { DashboardView, MetricCard } from '../lib/dashboard-view';
import { formatAmount } from '../lib/figures';

type Metrics = DashboardData['metrics'];

interface TargetTileProps {
  label: string;
  progress: Metrics['salesTargets'];
  format: (n: number) => string;
  /** Records of this kind waiting on the phone: shown beside what the server counted. */
  waiting: number;
}

function TargetTile({ label, progress, format, waiting }: TargetTileProps) {
  return (
    <StatTile
      label={label}
      value={<WithWaiting value={`${format(progress.achieved)} / ${format(progress.target)}`} waiting={waiting} />}
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
  const waiting = useWaitingByKind();
  const farmersWaiting = waiting[ENTRY_KIND.farmerRegister] ?? 0;
  const salesWaiting = waiting[metrics.currency === 'KES' ? ENTRY_KIND.saleRecord : ENTRY_KIND.loanApply] ?? 0;
  const card: Record<MetricCard, () => ReactNode> = {
    totalAgents: () => <StatTile label="Total Agents" value={metrics.totalAgents.toLocaleString('en-KE')} />,
    totalFarmers: () => <StatTile label="Registered Farmers" value={<WithWaiting value={metrics.totalFarmers.toLocaleString('en-KE')} waiting={farmersWaiting} />} />,
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
        waiting={salesWaiting}
      />
    ),
    farmerTarget: () => <TargetTile label="Farmers (Target vs Achieved)" progress={metrics.farmerTargets} format={(n) => n.toLocaleString('en-KE')} waiting={farmersWaiting} />,
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
