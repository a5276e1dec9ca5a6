import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../components/shell/AppLayout';
import { loadSignedInTexts } from '../i18n/i18n';
import { requireSession } from '../lib/guards';

/**
 * The signed-in shell around every protected screen; each screen adds its role guard (`guardRoute`). Its texts
 * are loaded before any of them renders (started at the start when a session exists, else here after sign-in).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async () => {
    requireSession();
    await loadSignedInTexts();
  },
  component: AppLayout,
});
