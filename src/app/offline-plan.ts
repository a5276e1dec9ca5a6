import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { buildMenu } from './components/shell/menu';
import { agentCompaniesQuery, agentsQuery } from './features/agents/api/agent-queries';
import { reportUsersQuery } from './features/assessment-report/api/report-queries';
import { dashboardQuery } from './features/dashboard/api/dashboard-queries';
import { farmersQuery } from './features/farmers/api/farmer-queries';
import { downloadFarmerRegister } from './features/farmers/api/farmer-register';
import { optionsQuery as adminOptionsQuery, overviewQuery, statisticsQuery } from './features/gamification-admin/api/gamification-admin-api';
import { ALL_LOADED, RECENT_LOADED, activitiesQuery, dashboardQuery as incentivesQuery, optionsQuery } from './features/incentives/api/incentives-api';
import { loansQuery } from './features/loans/api/loan-queries';
import { performanceReportQuery } from './features/performance-report/api/performance-report-api';
import { profileQuery } from './features/profile/api/profile-api';
import { answersQuery, questionnaireCompaniesQuery, questionsQuery, scoreQuery } from './features/questionnaire/api/questionnaire-queries';
import { salesQuery } from './features/sales/api/sales-queries';
import { trainingReportQuery } from './features/training-report/api/training-report-queries';
import { manageModulesQuery, moduleQuery, trainingListQuery, trainingStatsQuery } from './features/training/api/training-queries';
import type { ProtectedPath } from './lib/route-access';
import type { Session } from './lib/session';
import { yieldToMain } from './lib/idle';
import type { PrepareOffline } from './pwa/offline-readiness';

type Fetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<T>;

/**
 * What one screen needs to open offline, fetched with the SAME query options the screen uses (same keys).
 * `signal` aborts when the preparation stops (another user signed in, or nobody).
 */
type ScreenData = (fetch: Fetch, session: Session, signal: AbortSignal) => Promise<unknown>;

const all = (...loads: Promise<unknown>[]) => Promise.all(loads);

/**
 * Each menu screen's default view (page 1, no filter): what a screen opened offline for the first time shows.
 * Screens without an entry (Sync) read only this device.
 */
export const SCREEN_DATA: Partial<Record<ProtectedPath, ScreenData>> = {
  '/dashboard': (fetch) => fetch(dashboardQuery()),
  '/training': async (fetch) => {
    const [list] = await Promise.all([fetch(trainingListQuery()), fetch(trainingStatsQuery())]);
    await all(...list.modules.map((m) => fetch(moduleQuery(m.id))));
  },
  '/training/preTrainingQuestionnaire': async (fetch, { user, role }) => {
    if (role === 'admin') return fetch(questionnaireCompaniesQuery(true));
    if (!user.companyId) return undefined;
    const companyId = user.companyId;
    const answers = await fetch(answersQuery(companyId, user.id));
    // Results once submitted; the questions otherwise, so the assessment can be taken offline.
    return answers.length > 0 ? fetch(scoreQuery(companyId, user.id)) : fetch(questionsQuery(companyId));
  },
  '/engage/farmers': (fetch, { user }, signal) => all(fetch(farmersQuery({ page: 1 })), downloadFarmerRegister(user.id, signal)),
  '/all-farmers': (fetch, { user }, signal) => all(fetch(farmersQuery({ page: 1 })), downloadFarmerRegister(user.id, signal)),
  '/engage/sales': (fetch) => fetch(salesQuery({ page: 1 })),
  '/engage/loans': (fetch) => fetch(loansQuery({ page: 1 })),
  '/incentives': (fetch) => all(fetch(incentivesQuery()), fetch(optionsQuery()), fetch(activitiesQuery(RECENT_LOADED)), fetch(activitiesQuery(ALL_LOADED))),
  '/settings/profile': (fetch, { user }) => fetch(profileQuery(user.id)),
  '/agents': (fetch, { role }) => all(fetch(agentsQuery({ page: 1 })), ...(role === 'admin' ? [fetch(agentCompaniesQuery(true))] : [])),
  '/training/modules': (fetch) => fetch(manageModulesQuery({ page: 1 })),
  '/admin/gamification': (fetch) => all(fetch(adminOptionsQuery()), fetch(statisticsQuery()), fetch(overviewQuery())),
  '/reports/agent-training': (fetch) => fetch(trainingReportQuery({ page: 1 })),
  '/reports/posttrainingreport': (fetch) => fetch(reportUsersQuery(1)),
  '/reports/gamification': (fetch) => fetch(performanceReportQuery({})),
};

/** The screens of this user's menu, in menu order. */
export function menuPaths(session: Session): ProtectedPath[] {
  return buildMenu({ role: session.role, companyKind: session.user.companyKind }).flatMap((item) =>
    item.kind === 'link' ? [item.entry.path] : item.entries.map((e) => e.path),
  );
}

/** The screens whose data is saved for offline use, for this user. */
export const offlinePlan = (session: Session): ProtectedPath[] => menuPaths(session).filter((path) => SCREEN_DATA[path] !== undefined);

/**
 * Silent: a failed preparation is told by the shell's readiness ("not ready"), not by the screens' error toasts,
 * and it is retried on the next trigger. The screen sets its own options again when it fetches.
 * Once `signal` aborts, nothing more is sent: a request reads the token when it goes out, so a step still queued
 * when another user signs in would fetch as that user, for the previous one's plan.
 */
const quietFetch =
  (client: QueryClient, signal: AbortSignal): Fetch =>
  (options) => {
    const { queryFn } = options;
    const guarded: typeof queryFn =
      typeof queryFn === 'function'
        ? (context) => {
            signal.throwIfAborted();
            return queryFn(context);
          }
        : queryFn;
    return client.fetchQuery({ ...options, queryFn: guarded, staleTime: savedFor(options.staleTime), meta: { ...options.meta, errorToast: false } });
  };

/** Data fetched within the last half minute is kept as it is: the screen on view has just read it (the dashboard, staleTime 0). */
const FRESH_ENOUGH_MS = 30_000;
const savedFor = <S>(staleTime: S) => (typeof staleTime === 'number' ? Math.max(staleTime, FRESH_ENOUGH_MS) : (staleTime ?? FRESH_ENOUGH_MS));

/** Screens prepared at once: enough to keep the network busy, few enough to leave room for the screen on view. */
const PREPARE_AT_ONCE = 3;

/**
 * Prepares every screen of the menu for offline use: its code (the router's lazy chunks, so a screen never
 * opened before renders without a network) and its data. One step per screen, a few at a time, each started on a
 * turn of its own so the browser answers the user between them (P2); failed steps are counted.
 */
export function preparerFor(client: QueryClient, session: Session, preloadRoute: (path: ProtectedPath) => Promise<unknown>): PrepareOffline {
  return async (progress, signal) => {
    const fetch = quietFetch(client, signal);
    const paths = menuPaths(session);
    const queue = [...paths];
    let done = 0;
    let failed = 0;
    progress(0, paths.length);
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined && !signal.aborted; path = queue.shift()) {
        await yieldToMain();
        try {
          await all(preloadRoute(path), SCREEN_DATA[path]?.(fetch, session, signal) ?? Promise.resolve());
        } catch {
          failed += 1;
        }
        done += 1;
        progress(done, paths.length);
      }
    };
    await all(...Array.from({ length: PREPARE_AT_ONCE }, worker));
    return { failed };
  };
}
