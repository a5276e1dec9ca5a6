import type { Role } from '@shared/roles';
import { describe, expect, it } from 'vitest';
import { SCREEN_DATA, menuPaths, offlinePlan } from '@app/offline-plan';
import { dashboardQuery } from '@app/features/dashboard/api/dashboard-queries';
import { activitiesQuery, dashboardQuery as incentivesQuery, optionsQuery } from '@app/features/incentives/api/incentives-api';
import { profileQuery } from '@app/features/profile/api/profile-api';
import { answersQuery, questionsQuery, scoreQuery } from '@app/features/questionnaire/api/questionnaire-queries';
import { salesQuery } from '@app/features/sales/api/sales-queries';
import { moduleQuery, trainingListQuery, trainingStatsQuery } from '@app/features/training/api/training-queries';
import type { ProtectedPath } from '@app/lib/route-access';
import type { Session } from '@app/lib/session';

const session = (role: Role, companyKind: 'seed' | 'lender' | null = 'seed'): Session => ({
  token: 't',
  role,
  user: { id: 'u1', name: 'A', email: 'a@x', role, companyId: companyKind ? 'c1' : null, companyName: null, companyKind, companySlug: null, companyLogoUrl: null, photoUrl: null, phoneNumber: null },
});

/** Runs one screen's step with a fetch that records the keys and answers from `answers` (by key head). */
async function keysOf(path: ProtectedPath, s: Session, answers: Record<string, unknown> = {}): Promise<string[]> {
  const keys: string[] = [];
  const fetch = (async (options: { queryKey: readonly unknown[] }) => {
    keys.push(JSON.stringify(options.queryKey));
    return answers[JSON.stringify(options.queryKey)];
  }) as Parameters<NonNullable<(typeof SCREEN_DATA)[ProtectedPath]>>[0];
  await SCREEN_DATA[path]?.(fetch, s, new AbortController().signal);
  return keys.sort();
}
const key = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);

describe('ready for offline: the plan per role', () => {
  it('covers every data screen of each menu (Sync reads only the device)', () => {
    expect(offlinePlan(session('engaged_agent', 'seed'))).toEqual([
      '/dashboard', '/training/preTrainingQuestionnaire', '/training', '/engage/sales', '/engage/farmers', '/incentives', '/settings/profile',
    ]);
    expect(offlinePlan(session('engaged_agent', 'lender'))).toEqual([
      '/dashboard', '/training/preTrainingQuestionnaire', '/training', '/engage/farmers', '/engage/loans', '/incentives', '/settings/profile',
    ]);
    expect(offlinePlan(session('potential_agent'))).toEqual(['/dashboard', '/training/preTrainingQuestionnaire', '/training', '/incentives', '/settings/profile']);
    for (const role of ['admin', 'company_admin'] as const) {
      const s = session(role, role === 'admin' ? null : 'seed');
      expect(offlinePlan(s)).toEqual(menuPaths(s).filter((p) => p !== '/sync'));
    }
  });

  it('fetches under the very keys the screens read', async () => {
    const agent = session('engaged_agent');
    expect(await keysOf('/dashboard', agent)).toEqual([key(dashboardQuery())]);
    expect(await keysOf('/engage/sales', agent)).toEqual([key(salesQuery({ page: 1 }))]);
    expect(await keysOf('/settings/profile', agent)).toEqual([key(profileQuery('u1'))]);
    expect(await keysOf('/incentives', agent)).toEqual([key(incentivesQuery()), key(activitiesQuery(5)), key(activitiesQuery(20)), key(optionsQuery())].sort());
    // Each module's detail too.
    const list = { [key(trainingListQuery())]: { modules: [{ id: 'm1' }, { id: 'm2' }] } };
    expect(await keysOf('/training', agent, list)).toEqual([key(trainingListQuery()), key(trainingStatsQuery()), key(moduleQuery('m1')), key(moduleQuery('m2'))].sort());
  });

  it("saves the questionnaire as the agent will see it: the questions before submitting, the result after", async () => {
    const agent = session('potential_agent');
    const answers = key(answersQuery('c1', 'u1'));
    expect(await keysOf('/training/preTrainingQuestionnaire', agent, { [answers]: [] })).toEqual([answers, key(questionsQuery('c1'))].sort());
    expect(await keysOf('/training/preTrainingQuestionnaire', agent, { [answers]: [{ id: 'a' }] })).toEqual([answers, key(scoreQuery('c1', 'u1'))].sort());
  });
});
