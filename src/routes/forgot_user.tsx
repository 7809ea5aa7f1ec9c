import { createFileRoute } from '@tanstack/react-router';
import { ForgotUserPage } from '../features/auth/link-request-pages';

/** `/forgot_user`: mail a reset link or a sign-in link. */
export const Route = createFileRoute('/forgot_user')({ component: ForgotUserPage });
