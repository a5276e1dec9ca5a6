import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { IncentiveOption, Selection } from '@shared/contracts/gamification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentText } from '@app/i18n/content-text';

interface Props {
  term: 'short' | 'long';
  options: IncentiveOption[];
  current: Selection | null;
  onSelect: (option: IncentiveOption) => Promise<void>;
  onBack: () => void;
}

/** Choose the weekly (short-term) or seasonal (long-term) option; the seasonal choice is fixed once made. */
export function SelectOptionView({ term, options, current, onSelect, onBack }: Props) {
  const { t } = useTranslation('incentives');
  const text = useContentText();
  const [busy, setBusy] = useState<string | null>(null);
  const type = term === 'short' ? 'SHORT_TERM' : 'LONG_TERM';
  const list = options.filter((o) => o.type === type);
  const locked = term === 'long' && current !== null;
  const choose = async (option: IncentiveOption) => {
    setBusy(option.id);
    try {
      await onSelect(option);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{term === 'short' ? t('select.weeklyTitle') : t('select.seasonalTitle')}</Title>
        <Button variant="default" onClick={onBack}>
          {t('back')}
        </Button>
      </Group>
      {locked && <Alert color="blue">{t('select.fixed', { title: text(current.incentiveOption.title, current.incentiveOption.titleSw) })}</Alert>}
      {list.length === 0 && <Text c="dimmed">{t('select.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {list.map((option) => {
          const chosen = current?.incentiveOptionId === option.id;
          return (
            <Card key={option.id} withBorder radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700}>{text(option.title, option.titleSw)}</Text>
                <Badge variant="light">{t('select.pts', { count: option.stages.pointsNeeded })}</Badge>
              </Group>
              <Text size="sm" c="dimmed" mt="xs">
                {text(option.description, option.descriptionSw)}
              </Text>
              {option.stages.reward && (
                <Text size="sm" mt="xs">
                  {t('select.reward', { reward: text(option.stages.reward, option.rewardSw) })}
                </Text>
              )}
              <Button
                mt="md"
                fullWidth
                variant={chosen ? 'light' : 'filled'}
                disabled={chosen || locked}
                loading={busy === option.id}
                onClick={() => void choose(option)}
                aria-label={t('select.selectLabel', { title: text(option.title, option.titleSw) })}
              >
                {chosen ? t('select.selected') : t('select.select')}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
