import { createFileRoute } from '@tanstack/react-router';
import { ManageModulesPage } from '../../../features/training/components/ManageModulesPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/training/modules')({
  beforeLoad: guard('/training/modules'),
  component: ManageModulesPage,
});
