import { Center, Group, Loader, Select, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '@app/components/DataAge';
import { useSession } from '@app/lib/use-session';
import { usePendingRecords } from '@app/pwa/use-outbox';
import { answersQuery, questionnaireCompaniesQuery, questionsQuery } from '../api/questionnaire-queries';
import { type LocalSubmission, SUBMISSION_COLLECTION } from '../api/submit-answers';
import type { QuestionnaireSearch, QuestionnaireTab } from '../search';
import { AnalyticsPanel } from './AnalyticsPanel';
import { AssessmentPanel } from './AssessmentPanel';
import { QuestionManagement } from './QuestionManagement';
import { ResultsPanel } from './ResultsPanel';
import { StartPanel } from './StartPanel';

export interface QuestionnairePageProps {
  search: QuestionnaireSearch;
  onSearchChange: (patch: Partial<QuestionnaireSearch>) => void;
}

/**
 * /training/preTrainingQuestionnaire: Start / Assessment before completion, Results after it, plus Questions
 * and Analytics for the platform admin, who first picks the company (admins belong to none).
 */
export function QuestionnairePage({ search, onSearchChange }: QuestionnairePageProps) {
  const { t } = useTranslation('questionnaire');
  const session = useSession();
  const user = session?.user;
  const isAdmin = session?.role === 'admin';
  const companies = useQuery(questionnaireCompaniesQuery(isAdmin));
  const companyId = isAdmin ? search.companyId || (companies.data?.[0]?.id ?? null) : (user?.companyId ?? null);

  // Bottom room so the offline banner, floating above the footer, never covers Next or Submit on a phone.
  return (
    <Stack gap="md" pb={96}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{t('title')}</Title>
        {isAdmin && (
          <Select
            label={t('company')}
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={companyId}
            onChange={(value) => value && onSearchChange({ companyId: value })}
            allowDeselect={false}
            w={220}
          />
        )}
      </Group>
      {user && companyId ? (
        <CompanyQuestionnaire key={companyId} companyId={companyId} userId={user.id} isAdmin={isAdmin} search={search} onSearchChange={onSearchChange} />
      ) : null}
    </Stack>
  );
}

interface CompanyQuestionnaireProps extends QuestionnairePageProps {
  companyId: string;
  userId: string;
  isAdmin: boolean;
}

function CompanyQuestionnaire({ companyId, userId, isAdmin, search, onSearchChange }: CompanyQuestionnaireProps) {
  const { t } = useTranslation('questionnaire');
  const answers = useQuery(answersQuery(companyId, userId));
  const pending = usePendingRecords<LocalSubmission>(SUBMISSION_COLLECTION).find((p) => p.record.companyId === companyId && p.record.userId === userId);
  const completedNow = Boolean(pending) || (answers.data?.length ?? 0) > 0;
  // When the outbox hands the submission to the server, the local copy goes before the answers are
  // refetched: stay on Results through that refetch instead of flashing Start.
  const [seenCompleted, setSeenCompleted] = useState(false);
  if (completedNow && !seenCompleted) setSeenCompleted(true);
  const completed = completedNow || (seenCompleted && answers.isFetching);
  // Loaded on opening the screen (not only on Begin Assessment), so the persisted cache lets it be taken offline.
  useQuery({ ...questionsQuery(companyId), enabled: !completed });

  const available: QuestionnaireTab[] = [...(completed ? (['results'] as const) : (['start', 'assessment'] as const)), ...(isAdmin ? (['questions', 'analytics'] as const) : [])];
  const active = available.includes(search.tab) ? search.tab : available[0];
  const setTab = (tab: QuestionnaireTab) => onSearchChange({ tab });

  const panel = (id: QuestionnaireTab) => {
    switch (id) {
      case 'start':
        return <StartPanel isAgentView={!isAdmin} onBegin={() => setTab('assessment')} />;
      case 'assessment':
        return <AssessmentPanel companyId={companyId} userId={userId} onDone={() => setTab('results')} />;
      case 'results':
        return <ResultsPanel companyId={companyId} userId={userId} pending={pending} />;
      case 'questions':
        return <QuestionManagement companyId={companyId} search={search} onSearchChange={onSearchChange} />;
      case 'analytics':
        return <AnalyticsPanel companyId={companyId} />;
    }
  };

  // Offline with nothing cached the query pauses: not completed, so the assessment can be taken.
  if (answers.isPending && answers.fetchStatus === 'fetching' && !pending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loader')} />
      </Center>
    );
  }
  const age = <DataAge updatedAt={answers.dataUpdatedAt} />;
  if (available.length === 1) {
    return (
      <>
        {age}
        {panel(active)}
      </>
    );
  }
  return (
    <>
      {age}
      <Tabs value={active} onChange={(v) => v && setTab(v as QuestionnaireTab)}>
        <Tabs.List>
          {available.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {available.map((id) => (
          <Tabs.Panel key={id} value={id} pt="md">
            {panel(id)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
