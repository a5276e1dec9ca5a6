import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '@shared/contracts/dashboard';
import { formatNumber, formatWeek } from '@app/i18n/format';
import { useIdleAfter } from '@app/lib/idle';
import { type Currency, chartTitles, formatAmount } from '../lib/figures';
import { WeeklyChart } from './WeeklyChart';

interface Props {
  charts: DashboardData['charts'];
  currency: Currency;
  adminView: boolean;
}

/** Spec part 1 §2's colours: sales in green bars, farmers in a blue line. */
const SALES_COLOUR = '#2f9e44';
const FARMERS_COLOUR = '#1971c2';

/**
 * The weekly sales (bars) and new farmers (line) charts, drawn as SVG by React (ADR 0041): a few KB, part of the
 * dashboard's chunk rather than a chunk of their own (the round trip would cost more than the bytes); they follow
 * the language on screen like any other text. They are drawn once the browser is idle after the figures (what the
 * agent looks for first comes first), by their own state: only they render then, not the whole page.
 */
export function DashboardCharts({ charts, currency, adminView }: Props) {
  const { t } = useTranslation('dashboard');
  const due = useIdleAfter(true);
  const titles = chartTitles(t, adminView);
  const amount = (value: number) => formatAmount(value, currency);
  const farmers = (value: number) => t('charts.farmersValue', { count: value, value: formatNumber(value) });
  if (!due) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md">
        {/* Level 2 under the page's h1 (heading order, U1); sized as before. */}
        <Title order={2} size="h5" mb="sm">
          {titles.sales}
        </Title>
        <WeeklyChart
          kind="bars"
          colour={SALES_COLOUR}
          label={t('charts.salesAria', { title: titles.sales, currency })}
          weeks={charts.weeklySales.map((w) => ({ label: formatWeek(w.weekStart), value: w.sales }))}
          format={amount}
          describe={amount}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h5" mb="sm">
          {titles.farmers}
        </Title>
        <WeeklyChart
          kind="line"
          colour={FARMERS_COLOUR}
          label={titles.farmers}
          weeks={charts.weeklyFarmers.map((w) => ({ label: formatWeek(w.weekStart), value: w.farmers }))}
          wholeNumbers
          format={formatNumber}
          describe={farmers}
        />
      </Paper>
    </SimpleGrid>
  );
}
