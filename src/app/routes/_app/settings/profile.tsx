import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/components/ProfilePage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/settings/profile')({
  beforeLoad: guard('/settings/profile'),
  component: ProfilePage,
});
