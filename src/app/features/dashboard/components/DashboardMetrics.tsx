import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardData } from '@shared/contracts/dashboard';
import { formatKes, formatKgs, percentage } from '@shared/format';
import { StatTile } from '../../../components/StatTile';
import { formatAmount } from '../lib/figures';

type Metrics = DashboardData['metrics'];

/** Admin view: the four company-wide cards of spec part 1 §2. */
export function AdminMetrics({ metrics }: { metrics: Metrics }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatTile label="Total Agents" value={metrics.totalAgents.toLocaleString('en-KE')} />
      <StatTile label="Registered Farmers" value={metrics.totalFarmers.toLocaleString('en-KE')} />
      <StatTile label="SeedSasa Sales" value={formatKes(metrics.seedSasaSales)} hint="Sales of seed companies" />
      <StatTile label="Everlend Sales" value={formatKgs(metrics.everlendSales)} hint="Seed loans disbursed" />
    </SimpleGrid>
  );
}

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

/** Agent view: targets by company kind, farmers, points and training progress (spec part 1 §2). */
export function AgentMetrics({ data }: { data: DashboardData }) {
  const { metrics, trainingProgress } = data;
  const salesLabel = metrics.currency === 'KES' ? 'Sales (Target vs Achieved)' : 'Loans (Target vs Achieved)';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <TargetTile label={salesLabel} progress={metrics.salesTargets} format={(n) => formatAmount(n, metrics.currency)} />
      <TargetTile label="Farmers (Target vs Achieved)" progress={metrics.farmerTargets} format={(n) => n.toLocaleString('en-KE')} />
      <StatTile label="Total Points Earned" value={metrics.pointsEarned.toLocaleString('en-KE')} />
      {trainingProgress.totalModules > 0 && (
        <StatTile
          label="Training Progress"
          value={`${trainingProgress.completedModules}/${trainingProgress.totalModules} modules`}
          hint={`${percentage(trainingProgress.completedModules, trainingProgress.totalModules)}% complete`}
        />
      )}
    </SimpleGrid>
  );
}
