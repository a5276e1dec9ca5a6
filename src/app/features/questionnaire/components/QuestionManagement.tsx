import { Button, Center, Group, Loader, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Question } from '@shared/contracts/questionnaire';
import { TRAITS, type Trait } from '@shared/scoring';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@app/components/ConfirmDialog';
import { EmptyState } from '@app/components/EmptyState';
import { useDebouncedFilters } from '@app/lib/use-debounced-filters';
import { useQuestionMutations } from '../api/question-mutations';
import { questionsWithKeyQuery } from '../api/questionnaire-queries';
import type { QuestionnaireSearch } from '../search';
import { QuestionCard } from './QuestionCard';
import { QuestionFormModal } from './QuestionFormModal';

/** The list filters here and now; the URL follows after a pause in typing. */
const URL_DEBOUNCE_MS = 300;

interface QuestionnaireProps {
  search: QuestionnaireSearch;
  onSearchChange: (patch: Partial<QuestionnaireSearch>) => void;
}

/** Question Management (admin): search, trait filter, 'Create a Question', question cards with Edit and Delete. */
export function QuestionManagement({ companyId, search: applied, onSearchChange }: { companyId: string } & QuestionnaireProps) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const questions = useQuery(questionsWithKeyQuery(companyId));
  const { remove } = useQuestionMutations(companyId);
  const [filters, setFilters] = useDebouncedFilters({ search: applied.search, trait: applied.trait }, onSearchChange, URL_DEBOUNCE_MS);
  const { search, trait } = filters;
  const [editing, setEditing] = useState<Question | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Question | null>(null);

  const all = questions.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = all.filter((q) => (trait === 'ALL' || q.trait === trait) && (!needle || q.questionText.toLowerCase().includes(needle) || q.code.toLowerCase().includes(needle)));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>{t('manage.title')}</Title>
        <Button onClick={() => setEditing(null)}>{t('manage.create')}</Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput label={t('manage.search')} placeholder={t('manage.searchPlaceholder')} value={search} onChange={(e) => setFilters({ ...filters, search: e.currentTarget.value })} style={{ flex: '1 1 200px' }} />
        <Select label={t('manage.trait')} data={[{ value: 'ALL', label: t('manage.allTraits') }, ...TRAITS.map((trait) => ({ value: trait, label: t(`enums:trait.${trait}`) }))]} value={trait} onChange={(v) => setFilters({ ...filters, trait: (v as Trait | 'ALL' | null) ?? 'ALL' })} allowDeselect={false} w={220} />
      </Group>
      {questions.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('manage.loading')} />
        </Center>
      ) : questions.isError && !questions.data ? (
        <EmptyState title={t('manage.failed')} action={<Button onClick={() => void questions.refetch()}>{t('tryAgain')}</Button>} />
      ) : all.length === 0 ? (
        <EmptyState title={t('manage.none')} description={t('manage.noneHint')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('manage.noMatch')} description={t('manage.noMatchHint')} />
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
      <ConfirmDeleteDialog
        target={deleting}
        title={t('manage.deleteTitle')}
        message={t('manage.confirmDelete')}
        busy={remove.isPending}
        onDelete={(question) => remove.mutate(question.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
