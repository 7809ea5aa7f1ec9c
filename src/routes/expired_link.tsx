import { createFileRoute } from '@tanstack/react-router';
import { ExpiredLinkPage } from '../features/auth/link-request-pages';

/** `/expired_link`: an expired or used link; offers a new one. */
export const Route = createFileRoute('/expired_link')({ component: ExpiredLinkPage });
