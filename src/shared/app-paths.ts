/**
 * The paths of the app's screens, as its file routes name them (`$name` is one segment): the server answers
 * these with the app's page and any other path outside /api with a 404 (ADR 0048). Kept equal to the client's
 * route tree by tests/shared/app-paths.test.ts.
 */
export const APP_PATHS = [
  '/',
  '/about',
  '/contact',
  '/forgot-password',
  '/login',
  '/register',
  '/signup',
  '/unauthorized',
  '/agents',
  '/all-farmers',
  '/dashboard',
  '/file-upload',
  '/incentives',
  '/playorDownload',
  '/sync',
  '/reset-password/$token',
  '/admin/gamification',
  '/admin/training',
  '/engage/farmers',
  '/engage/loans',
  '/engage/sales',
  '/reports/agent-training',
  '/reports/gamification',
  '/reports/posttrainingreport',
  '/settings/profile',
  '/training/modules',
  '/training/preTrainingQuestionnaire',
  '/training',
  '/engage/farmers/$farmerId',
  '/engage/farmers/import',
  '/training/module/$moduleId',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const patterns = APP_PATHS.map(segmentsOf);

/** Whether `path` (no query; a trailing slash allowed) is one of the app's screens. */
export function isAppPath(path: string): boolean {
  const segments = segmentsOf(path);
  return patterns.some((p) => p.length === segments.length && p.every((s, i) => s.startsWith('$') || s === segments[i]));
}
