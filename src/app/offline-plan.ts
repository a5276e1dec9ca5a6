import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { buildMenu } from './components/shell/menu';
import { ROUTE_ROLES, type ProtectedPath } from './lib/route-access';
import type { Session } from './lib/session';
import { whenIdle } from './lib/idle';
import { isAgentRole } from '@shared/roles';
import type { PrepareOffline } from './pwa/offline-readiness';
import { adminCodeKeptForOffline } from './pwa/admin-code-kept';

type Fetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<T>;

/**
 * What one screen needs to open offline, fetched with the SAME query options the screen uses (same keys).
 * `signal` aborts when the preparation stops (another user signed in, or nobody).
 */
type ScreenData = (fetch: Fetch, session: Session, signal: AbortSignal) => Promise<unknown>;

const all = (...loads: Promise<unknown>[]) => Promise.all(loads);

/**
 * Each menu screen's default view (page 1, no filter): what a screen opened offline for the first time shows.
 * Screens without an entry (Sync) read only this device. Each screen's queries are imported by its own step, not
 * with the plan: importing them all at once evaluated every feature's schemas and inserted ~40 preload links in
 * one long task on a phone; this way each step's share comes on the step's own turn (P2, ADR 0040).
 */
export const SCREEN_DATA: Partial<Record<ProtectedPath, ScreenData>> = {
  '/dashboard': async (fetch) => {
    const { dashboardQuery } = await import('./features/dashboard/api/dashboard-queries');
    return fetch(dashboardQuery());
  },
  '/training': async (fetch) => {
    const { moduleQuery, trainingListQuery, trainingStatsQuery } = await import('./features/training/api/training-queries');
    const [list] = await Promise.all([fetch(trainingListQuery()), fetch(trainingStatsQuery())]);
    await all(...list.modules.map((m) => fetch(moduleQuery(m.id))));
  },
  '/training/preTrainingQuestionnaire': async (fetch, { user, role }) => {
    const { answersQuery, questionnaireCompaniesQuery, questionsQuery, scoreQuery } = await import('./features/questionnaire/api/questionnaire-queries');
    if (role === 'admin') return fetch(questionnaireCompaniesQuery(true));
    if (!user.companyId) return undefined;
    const companyId = user.companyId;
    const answers = await fetch(answersQuery(companyId, user.id));
    // Results once submitted; the questions otherwise, so the assessment can be taken offline.
    return answers.length > 0 ? fetch(scoreQuery(companyId, user.id)) : fetch(questionsQuery(companyId));
  },
  '/engage/farmers': (fetch, { user }, signal) => farmersAndRegister(fetch, user.id, signal),
  '/all-farmers': (fetch, { user }, signal) => farmersAndRegister(fetch, user.id, signal),
  '/engage/sales': async (fetch) => {
    const { salesQuery } = await import('./features/sales/api/sales-queries');
    return fetch(salesQuery({ page: 1 }));
  },
  '/engage/loans': async (fetch) => {
    const { loansQuery } = await import('./features/loans/api/loan-queries');
    return fetch(loansQuery({ page: 1 }));
  },
  '/incentives': async (fetch) => {
    const { ALL_LOADED, RECENT_LOADED, activitiesQuery, dashboardQuery, optionsQuery } = await import('./features/incentives/api/incentives-api');
    return all(fetch(dashboardQuery()), fetch(optionsQuery()), fetch(activitiesQuery(RECENT_LOADED)), fetch(activitiesQuery(ALL_LOADED)));
  },
  '/settings/profile': async (fetch, { user }) => {
    const { profileQuery } = await import('./features/profile/api/profile-api');
    return fetch(profileQuery(user.id));
  },
  '/agents': async (fetch, { role }) => {
    const { agentCompaniesQuery, agentsQuery } = await import('./features/agents/api/agent-queries');
    return all(fetch(agentsQuery({ page: 1 })), ...(role === 'admin' ? [fetch(agentCompaniesQuery(true))] : []));
  },
  '/training/modules': async (fetch) => {
    const { manageModulesQuery } = await import('./features/training/api/training-queries');
    return fetch(manageModulesQuery({ page: 1 }));
  },
  '/admin/gamification': async (fetch) => {
    const { optionsQuery, overviewQuery, statisticsQuery } = await import('./features/gamification-admin/api/gamification-admin-api');
    return all(fetch(optionsQuery()), fetch(statisticsQuery()), fetch(overviewQuery()));
  },
  '/reports/agent-training': async (fetch) => {
    const { trainingReportQuery } = await import('./features/training-report/api/training-report-queries');
    return fetch(trainingReportQuery({ page: 1 }));
  },
  '/reports/posttrainingreport': async (fetch) => {
    const { reportUsersQuery } = await import('./features/assessment-report/api/report-queries');
    return fetch(reportUsersQuery(1));
  },
  '/reports/gamification': async (fetch) => {
    const { performanceReportQuery } = await import('./features/performance-report/api/performance-report-api');
    return fetch(performanceReportQuery({}));
  },
};

/** The farmers list's first page and the register the pickers search offline. */
async function farmersAndRegister(fetch: Fetch, userId: string, signal: AbortSignal): Promise<unknown> {
  const [{ farmersQuery }, { downloadFarmerRegister }] = await Promise.all([
    import('./features/farmers/api/farmer-queries'),
    import('./features/farmers/api/farmer-register'),
  ]);
  return all(fetch(farmersQuery({ page: 1 })), downloadFarmerRegister(userId, signal));
}

/** The screens of this user's menu, in menu order. */
export function menuPaths(session: Session): ProtectedPath[] {
  return buildMenu({ role: session.role, companyKind: session.user.companyKind }).flatMap((item) =>
    item.kind === 'link' ? [item.entry.path] : item.entries.map((e) => e.path),
  );
}

/**
 * Whether this user's menu holds a screen no agent may open: its code is not in the service worker's precache
 * (every role's), but kept for this user apart (ADR 0064).
 */
const opensAdminScreens = (session: Session) => menuPaths(session).some((path) => !ROUTE_ROLES[path].some(isAgentRole));

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

/** Data fetched within the last half minute is kept as it is: the screen on view has just read it. */
const FRESH_ENOUGH_MS = 30_000;
const savedFor = <S>(staleTime: S) => (typeof staleTime === 'number' ? Math.max(staleTime, FRESH_ENOUGH_MS) : (staleTime ?? FRESH_ENOUGH_MS));

/** Screens whose data is fetched at once: enough to keep the network busy, few enough to leave room for the screen on view. */
const PREPARE_AT_ONCE = 3;
/** A step's turn comes when the browser is idle: the user's input and frames go first (P2); at the latest after this. */
const TURN_TIMEOUT_MS = 1_000;
const backgroundTurn = () => whenIdle(TURN_TIMEOUT_MS);

/**
 * Prepares every screen of the menu for offline use: its data, fetched with the screen's own queries. The screens'
 * code is not loaded here: it is kept by the service worker, which saves every file of the build before it
 * activates and which "ready" waits for (`appKeptForOffline`); loading it again in the page inserted a preload link
 * per chunk and evaluated every screen's chunks, the longest tasks of a cold start on a phone (P2, ADR 0044).
 * One step per screen, the data of a few screens at a time, each started on a background turn of its own so the
 * browser answers the user between them (P2); failed steps are counted.
 */
export function preparerFor(client: QueryClient, session: Session): PrepareOffline {
  return async (progress, signal) => {
    const fetch = quietFetch(client, signal);
    const paths = menuPaths(session);
    const queue = [...paths];
    let done = 0;
    let failed = 0;
    progress(0, paths.length);
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined && !signal.aborted; path = queue.shift()) {
        await backgroundTurn();
        try {
          await SCREEN_DATA[path]?.(fetch, session, signal);
        } catch {
          failed += 1;
        }
        done += 1;
        progress(done, paths.length);
      }
    };
    await all(...Array.from({ length: PREPARE_AT_ONCE }, worker));
    if (opensAdminScreens(session) && !signal.aborted) await adminCodeKeptForOffline().catch(() => (failed += 1));
    return { failed };
  };
}
