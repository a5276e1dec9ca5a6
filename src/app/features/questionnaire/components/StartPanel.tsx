import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { QUALIFYING_PERCENT, TRAITS } from '@shared/scoring';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@app/i18n/format';

/** Start: welcome, guidelines and Begin Assessment (spec part 2 §2.6). */
export function StartPanel({ isAgentView, onBegin }: { isAgentView: boolean; onBegin: () => void }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3}>{t('start.welcome')}</Title>
        <Text>{t('start.intro', { areas: TRAITS.map((trait) => t(`enums:trait.${trait}`)).join(', ') })}</Text>
        {isAgentView && (
          <Text fw={600}>{t('start.minimum', { percent: formatPercent(QUALIFYING_PERCENT) })}</Text>
        )}
        <Title order={4}>{t('start.guidelines')}</Title>
        <List spacing={4}>
          <List.Item>{t('start.rules.sections')}</List.Item>
          <List.Item>{t('start.rules.honest')}</List.Item>
          <List.Item>{t('start.rules.back')}</List.Item>
          <List.Item>{t('start.rules.once')}</List.Item>
          <List.Item>{t('start.rules.offline')}</List.Item>
        </List>
        <Button onClick={onBegin} mt="sm" style={{ alignSelf: 'flex-start' }}>
          {t('start.begin')}
        </Button>
      </Stack>
    </Paper>
  );
}
