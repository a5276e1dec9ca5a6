import { createFileRoute } from '@tanstack/react-router';
import { ModuleDetailPage } from '@app/features/training/components/ModuleDetailPage';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/training/module/$moduleId')({ beforeLoad: guardRoute, component: ModuleRoute });

function ModuleRoute() {
  const { moduleId } = Route.useParams();
  return <ModuleDetailPage key={moduleId} moduleId={moduleId} />;
}
