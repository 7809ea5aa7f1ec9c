import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  EmailInput,
  ErrorBody,
  Id,
  IdParam,
  NonBlank,
  Ok,
  Text,
  ValidationErrorBody,
  authErrors,
  recordResponses,
} from './common';
import { Locale } from './locale';

export const Salutation = z.enum(['male', 'female']);
export const Permissions = z.object({ admin: z.boolean() }).passthrough();

export const User = z.object({
  id: Id,
  email: z.string().email(),
  first_name: z.string(),
  last_name: z.string(),
  salutation: Salutation.nullable(),
  language: Locale,
  permissions: Permissions,
});
export type User = z.infer<typeof User>;

/** What the user may change on their profile: names are not blank (stored trimmed). */
export const UserUpdate = z.object({
  first_name: NonBlank(100),
  last_name: NonBlank(100),
  salutation: Salutation.nullable(),
  language: Locale,
});

export const UserSuggestion = User.pick({ id: true, email: true, first_name: true, last_name: true });

const c = initContract();

export const userContract = c.router({
  update: {
    method: 'POST',
    path: '/user/:id',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    body: UserUpdate,
    responses: recordResponses({ 200: User }),
    summary: 'Update the signed-in user (name, salutation, language)',
  },
  changePassword: {
    method: 'POST',
    path: '/user/:id/password',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    // current_password: required when the account has a password (not after a link-only sign-in).
    // end_other_sessions (default true): the user's other sessions end (and their sockets).
    body: z.object({
      current_password: Text(256).optional(),
      password: Text(256),
      password_confirmation: Text(256),
      end_other_sessions: z.boolean().default(true),
    }),
    // 429 too_many_attempts: wrong current passwords count like sign-in failures (lock-out).
    responses: recordResponses({ 200: Ok, 429: ErrorBody }),
    summary: 'Change (or first set) the signed-in user’s password',
  },
  emailChange: {
    method: 'POST',
    path: '/user/:id/email_change',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    body: z.object({ email: EmailInput, password: Text(256) }),
    // activation_code: shown once on screen; the mailed link plus this code confirm the change.
    // 429: too_many_requests (too many change mails) or too_many_attempts (wrong passwords).
    responses: {
      200: z.object({ activation_code: z.string(), email: z.string().email() }),
      ...authErrors,
      404: ErrorBody,
      422: ValidationErrorBody,
      429: ErrorBody,
    },
    summary: 'Ask to change the e-mail address (after re-entering the password)',
  },
  emailChangeConfirm: {
    method: 'POST',
    path: '/user/:id/email_change/confirm',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    body: z.object({ token: Text(200), code: Text(20).trim() }),
    responses: recordResponses({ 200: User, 410: ErrorBody }),
    summary: 'Confirm an e-mail change with the mailed link’s token and the shown code',
  },
  autocomplete: {
    method: 'POST',
    path: '/users/autocomplete',
    metadata: { access: 'admin' } as const,
    body: z.object({
      first_name: Text(100).optional(),
      last_name: Text(100).optional(),
      email: Text(254).optional(),
    }),
    responses: { 200: z.array(UserSuggestion), ...authErrors, 422: ValidationErrorBody },
    summary: 'Admin: find customers by first name, last name or e-mail',
  },
  viewAs: {
    method: 'POST',
    path: '/users/view_as/:user_id',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ user_id: IdParam }),
    body: c.noBody(),
    responses: recordResponses({ 200: Ok }),
    summary: 'Admin: view the portal as another user',
  },
});
