import { Button, Card, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@app/i18n/format';
import { setSaveData } from '@app/offline/save-data';
import { prepareNow } from '@app/pwa/offline-readiness';
import { useDataUsed } from '@app/pwa/use-data-used';
import { useSaveData } from '@app/pwa/use-save-data';

/** The data the app used today and in the last seven days (sent and received), and the "Save data" setting. */
export function DataUseCard() {
  const { t } = useTranslation('sync');
  const { today, week } = useDataUsed();
  const saveData = useSaveData();
  const rows = [
    { label: t('data.today'), use: today },
    { label: t('data.week'), use: week },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="data-use-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="data-use-title">
          {t('data.title')}
        </Title>
        <Table withTableBorder={false} data-testid="data-used">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('data.sent')}</Table.Th>
              <Table.Th>{t('data.received')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Th scope="row">{r.label}</Table.Th>
                <Table.Td>{formatFileSize(r.use.sent)}</Table.Td>
                <Table.Td>{formatFileSize(r.use.received)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('data.counted')}
        </Text>
        <Switch checked={saveData.on} onChange={(e) => setSaveData(e.currentTarget.checked)} label={t('data.saveData')} description={t('data.saveDataHelp')} />
        {saveData.holding && (
          <>
            <Text size="sm" role="status">
              {t('data.holding')}
            </Text>
            <Button size="xs" variant="light" onClick={prepareNow} style={{ alignSelf: 'flex-start' }}>
              {t('data.refreshNow')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
