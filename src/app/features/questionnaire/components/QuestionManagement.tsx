import { Button, Center, Group, Loader, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Question } from '@shared/contracts/questionnaire';
import { TRAIT_LABELS, TRAITS, type Trait } from '@shared/scoring';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useQuestionMutations } from '../api/question-mutations';
import { questionsQuery } from '../api/questionnaire-queries';
import { QuestionCard } from './QuestionCard';
import { QuestionFormModal } from './QuestionFormModal';

const TRAIT_FILTER = [{ value: 'ALL', label: 'All Traits' }, ...TRAITS.map((t) => ({ value: t, label: TRAIT_LABELS[t] }))];

/** Question Management (admin): search, trait filter, 'Create a Question', question cards with Edit and Delete. */
export function QuestionManagement({ companyId }: { companyId: string }) {
  const questions = useQuery(questionsQuery(companyId));
  const { remove } = useQuestionMutations(companyId);
  const [search, setSearch] = useState('');
  const [trait, setTrait] = useState<Trait | 'ALL'>('ALL');
  const [editing, setEditing] = useState<Question | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const toasted = useRef(false);

  useEffect(() => {
    if (questions.isError && !toasted.current) notifyFailure('Failed to load questions');
    toasted.current = questions.isError;
  }, [questions.isError]);

  const all = questions.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = all.filter((q) => (trait === 'ALL' || q.trait === trait) && (!needle || q.questionText.toLowerCase().includes(needle) || q.code.toLowerCase().includes(needle)));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess('Question deleted successfully'),
      onError: () => notifyFailure('Failed to delete question'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>Question Management</Title>
        <Button onClick={() => setEditing(null)}>Create a Question</Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput label="Search questions" placeholder="Search by text or code" value={search} onChange={(e) => setSearch(e.currentTarget.value)} style={{ flex: '1 1 200px' }} />
        <Select label="Trait" data={TRAIT_FILTER} value={trait} onChange={(v) => setTrait((v as Trait | 'ALL' | null) ?? 'ALL')} allowDeselect={false} w={220} />
      </Group>
      {questions.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading questions" />
        </Center>
      ) : questions.isError && !questions.data ? (
        <EmptyState title="Failed to load questions" action={<Button onClick={() => void questions.refetch()}>Try Again</Button>} />
      ) : all.length === 0 ? (
        <EmptyState title="No Questions Found" description="Create the first question of this questionnaire." />
      ) : shown.length === 0 ? (
        <EmptyState title="No Matching Questions" description="Try another search or trait." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((q) => (
            <QuestionCard key={q.id} question={q} onEdit={() => setEditing(q)} onDelete={() => setDeleting(q)} />
          ))}
        </SimpleGrid>
      )}
      {editing !== undefined && (
        <QuestionFormModal key={editing?.id ?? 'new'} companyId={companyId} question={editing} defaultTrait={trait === 'ALL' ? undefined : trait} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete question"
        message="Are you sure you want to delete this question? This action cannot be undone."
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
