import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { QUALIFYING_PERCENT, type TraitScore } from '@shared/scoring';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@app/i18n/format';

/** The area with the lowest score, where the training helps most (the first of equals, in the breakdown's order). */
const weakestOf = (traits: TraitScore[]): TraitScore | undefined => traits.reduce<TraitScore | undefined>((low, t) => (!low || t.percent < low.percent ? t : low), undefined);

/**
 * What to do after the score. The questionnaire is answered once (a resubmission is refused,
 * product-decisions.md), so below the pass mark the step left is the training itself, starting with the weakest
 * area; at or above it, the training opens as the Start tab promised.
 */
export function NextStep({ qualified, overallPercent, traits }: { qualified: boolean; overallPercent: number; traits: TraitScore[] }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const weakest = weakestOf(traits);
  const toTraining = (
    <Button component={Link} to="/training" style={{ alignSelf: 'flex-start' }}>
      {qualified ? t('next.startTraining') : t('next.listen')}
    </Button>
  );
  // A plain card in the text's own colours: an orange alert's title fell short of the contrast bar (axe).
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('next.title')}</Title>
        {qualified ? (
          <Text size="sm">{t('next.qualified')}</Text>
        ) : (
          <>
            <Text size="sm">{t('next.short', { percent: formatPercent(overallPercent), minimum: formatPercent(QUALIFYING_PERCENT) })}</Text>
            {weakest && <Text size="sm">{t('next.weakest', { trait: t(`enums:trait.${weakest.trait}`), percent: formatPercent(weakest.percent) })}</Text>}
            <Text size="sm">{t('next.once')}</Text>
          </>
        )}
        {toTraining}
      </Stack>
    </Paper>
  );
}
