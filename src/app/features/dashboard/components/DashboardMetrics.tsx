import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardData } from '@shared/contracts/dashboard';
import { percentage } from '@shared/format';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes, formatKgs, formatNumber, formatPercent } from '@app/i18n/format';
import { StatTile } from '@app/components/StatTile';
import { WithWaiting } from '@app/components/WithWaiting';
import { ENTRY_KIND } from '@app/offline/entry-kinds';
import { useWaitingByKind } from '@app/pwa/use-outbox';
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
  const { t } = useTranslation('dashboard');
  const percent = formatPercent(progress.percentage);
  return (
    <StatTile
      label={label}
      value={<WithWaiting value={`${format(progress.achieved)} / ${format(progress.target)}`} waiting={waiting} />}
      hint={
        <Stack gap={4}>
          <Progress value={Math.min(100, progress.percentage)} aria-label={t('cards.progressLabel', { label, percent })} />
          <Text size="xs">{t('cards.achieved', { percent })}</Text>
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
  const { t } = useTranslation('dashboard');
  const { metrics, trainingProgress, companyInfo } = data;
  // Both sales cards: the platform's view across companies. One: a company admin's own company.
  const platform = view.cards.includes('seedSasaSales') && view.cards.includes('everlendSales');
  const waiting = useWaitingByKind();
  const farmersWaiting = waiting[ENTRY_KIND.farmerRegister] ?? 0;
  const salesWaiting = waiting[metrics.currency === 'KES' ? ENTRY_KIND.saleRecord : ENTRY_KIND.loanApply] ?? 0;
  const card: Record<MetricCard, () => ReactNode> = {
    totalAgents: () => <StatTile label={t('cards.totalAgents')} value={formatNumber(metrics.totalAgents)} />,
    totalFarmers: () => <StatTile label={t('cards.totalFarmers')} value={<WithWaiting value={formatNumber(metrics.totalFarmers)} waiting={farmersWaiting} />} />,
    seedSasaSales: () => (
      <StatTile
        label={t('cards.companySales', { company: platform ? 'SeedSasa' : companyInfo.name })}
        value={formatKes(metrics.seedSasaSales)}
        hint={platform ? t('cards.seedCompaniesSales') : undefined}
      />
    ),
    everlendSales: () => (
      <StatTile
        label={t('cards.companySales', { company: platform ? 'Everlend' : companyInfo.name })}
        value={formatKgs(metrics.everlendSales)}
        hint={t('cards.loansDisbursed')}
      />
    ),
    salesTarget: () => (
      <TargetTile
        label={metrics.currency === 'KES' ? t('cards.salesTarget') : t('cards.loansTarget')}
        progress={metrics.salesTargets}
        format={(n) => formatAmount(n, metrics.currency)}
        waiting={salesWaiting}
      />
    ),
    farmerTarget: () => <TargetTile label={t('cards.farmersTarget')} progress={metrics.farmerTargets} format={formatNumber} waiting={farmersWaiting} />,
    points: () => <StatTile label={t('cards.points')} value={formatNumber(metrics.pointsEarned)} />,
    training: () =>
      trainingProgress.totalModules > 0 && (
        <StatTile
          label={t('cards.training')}
          value={t('cards.modules', { completed: trainingProgress.completedModules, total: trainingProgress.totalModules })}
          hint={t('cards.complete', { percent: formatPercent(percentage(trainingProgress.completedModules, trainingProgress.totalModules)) })}
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
