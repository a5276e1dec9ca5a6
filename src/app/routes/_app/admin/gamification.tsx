import { createFileRoute } from '@tanstack/react-router';
import { GamificationAdminPage } from '../../../features/gamification-admin/components/GamificationAdminPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/admin/gamification')({
  beforeLoad: guard('/admin/gamification'),
  component: GamificationAdminPage,
});
