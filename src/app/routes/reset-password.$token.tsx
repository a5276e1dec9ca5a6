import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  // A new token (another link opened in the same tab) starts the screen afresh.
  return <ResetPasswordPage key={token} token={token} />;
}

export const Route = createFileRoute('/reset-password/$token')({ component: ResetPasswordRoute });
