import { Center, Group, Loader, Select, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/use-session';
import { usePendingRecords } from '../../../pwa/use-outbox';
import { answersQuery, companiesQuery, questionsQuery } from '../api/questionnaire-queries';
import { type LocalSubmission, SUBMISSION_COLLECTION } from '../api/submit-answers';
import { AnalyticsPanel } from './AnalyticsPanel';
import { AssessmentPanel } from './AssessmentPanel';
import { QuestionManagement } from './QuestionManagement';
import { ResultsPanel } from './ResultsPanel';
import { StartPanel } from './StartPanel';

type TabId = 'start' | 'assessment' | 'results' | 'questions' | 'analytics';
const TAB_LABELS: Record<TabId, string> = { start: 'Start', assessment: 'Assessment', results: 'Results', questions: 'Questions', analytics: 'Analytics' };

/**
 * /training/preTrainingQuestionnaire: Start / Assessment before completion, Results after it, plus Questions
 * and Analytics for the platform admin, who first picks the company (admins belong to none).
 */
export function QuestionnairePage() {
  const session = useSession();
  const user = session?.user;
  const isAdmin = session?.role === 'admin';
  const companies = useQuery({ ...companiesQuery(), enabled: isAdmin });
  const [pickedCompany, setPickedCompany] = useState<string | null>(null);
  const companyId = isAdmin ? (pickedCompany ?? companies.data?.[0]?.id ?? null) : (user?.companyId ?? null);

  // Bottom room so the offline banner, floating above the footer, never covers Next or Submit on a phone.
  return (
    <Stack gap="md" pb={96}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>Pre-Training Questionnaire</Title>
        {isAdmin && (
          <Select
            label="Company"
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={companyId}
            onChange={(value) => value && setPickedCompany(value)}
            allowDeselect={false}
            w={220}
          />
        )}
      </Group>
      {user && companyId ? (
        <CompanyQuestionnaire key={companyId} companyId={companyId} userId={user.id} isAdmin={isAdmin} role={session.role} />
      ) : null}
    </Stack>
  );
}

function CompanyQuestionnaire({ companyId, userId, isAdmin, role }: { companyId: string; userId: string; isAdmin: boolean; role: string }) {
  // Spec part 2 §4: failing to load one's answers is silent and counts as not completed.
  const answers = useQuery(answersQuery(companyId, userId));
  const pending = usePendingRecords<LocalSubmission>(SUBMISSION_COLLECTION).find((p) => p.record.companyId === companyId && p.record.userId === userId);
  const completedNow = Boolean(pending) || (answers.data?.length ?? 0) > 0;
  // When the outbox hands the submission to the server, the local copy goes before the answers are
  // refetched: stay on Results through that refetch instead of flashing Start.
  const [seenCompleted, setSeenCompleted] = useState(false);
  useEffect(() => {
    if (completedNow) setSeenCompleted(true);
  }, [completedNow]);
  const completed = completedNow || (seenCompleted && answers.isFetching);
  // Loaded on opening the screen (not only on Begin Assessment), so the persisted cache lets it be taken offline.
  useQuery({ ...questionsQuery(companyId), enabled: !completed || isAdmin });

  const available: TabId[] = [...(completed ? (['results'] as const) : (['start', 'assessment'] as const)), ...(isAdmin ? (['questions', 'analytics'] as const) : [])];
  const [tab, setTab] = useState<TabId>('start');
  const active = available.includes(tab) ? tab : available[0];
  useEffect(() => {
    if (completed) setTab('results');
  }, [completed]);

  const panel = (id: TabId) => {
    switch (id) {
      case 'start':
        return <StartPanel isAgentView={role !== 'admin'} onBegin={() => setTab('assessment')} />;
      case 'assessment':
        return <AssessmentPanel companyId={companyId} userId={userId} onDone={() => setTab('results')} />;
      case 'results':
        return <ResultsPanel companyId={companyId} userId={userId} pending={pending} />;
      case 'questions':
        return <QuestionManagement companyId={companyId} />;
      case 'analytics':
        return <AnalyticsPanel companyId={companyId} />;
    }
  };

  // Offline with nothing cached the query pauses: not completed, so the assessment can be taken.
  if (answers.isPending && answers.fetchStatus === 'fetching' && !pending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (available.length === 1) return panel(active);
  return (
    <Tabs value={active} onChange={(v) => v && setTab(v as TabId)}>
      <Tabs.List>
        {available.map((id) => (
          <Tabs.Tab key={id} value={id}>
            {TAB_LABELS[id]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {available.map((id) => (
        <Tabs.Panel key={id} value={id} pt="md">
          {panel(id)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
