import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { QUALIFYING_PERCENT, TRAIT_LABELS, TRAITS } from '@shared/scoring';

/** Start: welcome, guidelines and Begin Assessment (spec part 2 §2.6). */
export function StartPanel({ isAgentView, onBegin }: { isAgentView: boolean; onBegin: () => void }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3}>Welcome to the Pre-Training Questionnaire</Title>
        <Text>
          This short assessment helps us understand your strengths as a field sales agent before you start training. It covers four areas:{' '}
          {TRAITS.map((t) => TRAIT_LABELS[t]).join(', ')}.
        </Text>
        {isAgentView && (
          <Text fw={600}>A minimum score of {QUALIFYING_PERCENT}% is needed to qualify for training.</Text>
        )}
        <Title order={4}>Guidelines</Title>
        <List spacing={4}>
          <List.Item>The questionnaire has one section per area; answer every question of a section to move on.</List.Item>
          <List.Item>Choose the answer that best describes what you would really do in the field.</List.Item>
          <List.Item>You can go back to earlier sections before you submit.</List.Item>
          <List.Item>You can submit the questionnaire only once.</List.Item>
          <List.Item>No signal? You can still finish: your answers are sent when you are back online.</List.Item>
        </List>
        <Button onClick={onBegin} mt="sm" style={{ alignSelf: 'flex-start' }}>
          Begin Assessment
        </Button>
      </Stack>
    </Paper>
  );
}
