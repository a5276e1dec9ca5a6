import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/components/ProfilePage';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/settings/profile')({ beforeLoad: guardRoute, component: ProfilePage });
