import { createFileRoute } from '@tanstack/react-router';
import { HeadingPage } from '../features/auth/components/HeadingPage';

export const Route = createFileRoute('/contact')({ component: () => <HeadingPage page="contact" /> });
