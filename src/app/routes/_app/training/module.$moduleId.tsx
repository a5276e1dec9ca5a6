import { createFileRoute } from '@tanstack/react-router';
import { ModuleDetailPage } from '../../../features/training/components/ModuleDetailPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/training/module/$moduleId')({
  beforeLoad: guard('/training/module/$moduleId'),
  component: ModuleRoute,
});

function ModuleRoute() {
  const { moduleId } = Route.useParams();
  return <ModuleDetailPage key={moduleId} moduleId={moduleId} />;
}
