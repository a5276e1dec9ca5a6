import { Paper, SimpleGrid, Title } from '@mantine/core';
import { BarElement, CategoryScale, Chart as ChartJS, type ChartData, type ChartOptions, Legend, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, Line } from 'react-chartjs-2';
import type { DashboardData } from '@shared/contracts/dashboard';
import { useAfterYield } from '../../../lib/idle';
import { BAR_SIZE, CHART_HEIGHT, type Currency, chartTitles, formatAmount } from '../lib/figures';

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

interface Props {
  charts: DashboardData['charts'];
  currency: Currency;
  adminView: boolean;
}

const LINE_OPTIONS: ChartOptions<'line'> = { maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } };

/**
 * The weekly bar and line charts. Loaded with React.lazy by the dashboard only, so chart.js never weighs on
 * the other screens. Data and options keep their identity between renders: react-chartjs-2 updates (and
 * re-animates) a chart whenever they change, which made every re-render of the dashboard redraw both (P2).
 * The second chart is created a task after the first (its box already in place): building a chart (scales,
 * layout, first frame) is a long task on a phone, and both in one was the screen's longest (P2, ADR 0036).
 */
export default function DashboardCharts({ charts, currency, adminView }: Props) {
  const { t } = useTranslation('dashboard');
  const titles = chartTitles(t, adminView);
  const secondDue = useAfterYield();
  const salesOptions = useMemo<ChartOptions<'bar'>>(
    () => ({
      maintainAspectRatio: false,
      plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => formatAmount(Number(item.raw), currency) } } },
      scales: { y: { beginAtZero: true } },
    }),
    [currency],
  );
  const salesData = useMemo<ChartData<'bar'>>(
    () => ({
      labels: charts.weeklySales.map((w) => w.weekLabel),
      datasets: [
        { label: t('charts.salesSeries', { currency }), data: charts.weeklySales.map((w) => w.sales), backgroundColor: '#2f9e44', maxBarThickness: BAR_SIZE },
      ],
    }),
    [charts.weeklySales, currency, t],
  );
  const farmersData = useMemo<ChartData<'line'>>(
    () => ({
      labels: charts.weeklyFarmers.map((w) => w.weekLabel),
      datasets: [{ label: t('charts.farmersSeries'), data: charts.weeklyFarmers.map((w) => w.farmers), borderColor: '#1971c2', backgroundColor: '#1971c2' }],
    }),
    [charts.weeklyFarmers, t],
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md">
        {/* Level 2 under the page's h1 (heading order, U1); sized as before. */}
        <Title order={2} size="h5" mb="sm">
          {titles.sales}
        </Title>
        <div style={{ height: CHART_HEIGHT, position: 'relative' }}>
          <Bar aria-label={t('charts.salesAria', { title: titles.sales, currency })} role="img" options={salesOptions} data={salesData} />
        </div>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h5" mb="sm">
          {titles.farmers}
        </Title>
        <div style={{ height: CHART_HEIGHT, position: 'relative' }}>
          {secondDue && <Line aria-label={titles.farmers} role="img" options={LINE_OPTIONS} data={farmersData} />}
        </div>
      </Paper>
    </SimpleGrid>
  );
}
