import { createFileRoute } from '@tanstack/react-router';
import { GamificationAdminPage } from '@app/features/gamification-admin/components/GamificationAdminPage';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/admin/gamification')({ beforeLoad: guardRoute, component: GamificationAdminPage });
