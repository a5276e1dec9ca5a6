import { Paper, SimpleGrid, Title } from '@mantine/core';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { DashboardData } from '@shared/contracts/dashboard';
import { BAR_SIZE, CHART_HEIGHT, type Currency, chartTitles, formatAmount } from '../lib/figures';

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

interface Props {
  charts: DashboardData['charts'];
  currency: Currency;
  adminView: boolean;
}

/**
 * The weekly bar and line charts. Loaded with React.lazy by the dashboard only, so chart.js never weighs on
 * the other screens.
 */
export default function DashboardCharts({ charts, currency, adminView }: Props) {
  const titles = chartTitles(adminView);
  const labels = charts.weeklySales.map((w) => w.weekLabel);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          {titles.sales}
        </Title>
        <div style={{ height: CHART_HEIGHT, position: 'relative' }}>
          <Bar
            aria-label={`${titles.sales} (${currency})`}
            role="img"
            options={{
              maintainAspectRatio: false,
              plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => formatAmount(Number(item.raw), currency) } } },
              scales: { y: { beginAtZero: true } },
            }}
            data={{ labels, datasets: [{ label: `Sales (${currency})`, data: charts.weeklySales.map((w) => w.sales), backgroundColor: '#2f9e44', maxBarThickness: BAR_SIZE }] }}
          />
        </div>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          {titles.farmers}
        </Title>
        <div style={{ height: CHART_HEIGHT, position: 'relative' }}>
          <Line
            aria-label={titles.farmers}
            role="img"
            options={{ maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
            data={{ labels: charts.weeklyFarmers.map((w) => w.weekLabel), datasets: [{ label: 'Farmers', data: charts.weeklyFarmers.map((w) => w.farmers), borderColor: '#1971c2', backgroundColor: '#1971c2' }] }}
          />
        </div>
      </Paper>
    </SimpleGrid>
  );
}
