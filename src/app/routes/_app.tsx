import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../components/shell/AppLayout';
import { requireSession } from '../lib/guards';

/** The signed-in shell around every protected screen; each screen adds its role guard (`guardRoute`). */
export const Route = createFileRoute('/_app')({ beforeLoad: requireSession, component: AppLayout });
