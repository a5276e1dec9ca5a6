import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../components/shell/AppLayout';
import { loadSignedInTexts } from '../i18n/i18n';
import { requireSession } from '../lib/guards';

/**
 * The signed-in shell around every protected screen; each screen adds its role guard (`guardRoute`). Its texts
 * are loaded before any of them renders (started at the start when a session exists, else here after sign-in):
 * in the loader, which the router runs alongside the fetch of the screens' chunks, where a `beforeLoad` would
 * hold that fetch back until the texts had come (P2, ADR 0032).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSession,
  loader: loadSignedInTexts,
  component: AppLayout,
});
