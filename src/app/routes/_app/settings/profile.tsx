import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@app/features/profile/components/ProfilePage';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/settings/profile')({ beforeLoad: guardRoute, component: ProfilePage });
