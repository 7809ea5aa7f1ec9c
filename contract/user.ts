import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, Ok, ValidationErrorBody, authErrors } from './common';
import { Locale } from './locale';

export const Salutation = z.enum(['male', 'female']);
export const Permissions = z.object({ admin: z.boolean() }).passthrough();

export const User = z.object({
  id: z.number().int(),
  email: z.string().email(),
  first_name: z.string(),
  last_name: z.string(),
  salutation: Salutation.nullable(),
  language: Locale,
  permissions: Permissions,
});
export type User = z.infer<typeof User>;

export const UserUpdate = User.pick({
  first_name: true,
  last_name: true,
  salutation: true,
  language: true,
});

export const UserSuggestion = User.pick({ id: true, email: true, first_name: true, last_name: true });

const c = initContract();

export const userContract = c.router({
  update: {
    method: 'POST',
    path: '/user/:id',
    pathParams: z.object({ id: z.coerce.number().int() }),
    body: UserUpdate,
    responses: { 200: User, ...authErrors, 404: ErrorBody, 422: ValidationErrorBody },
    summary: 'Update the signed-in user (name, salutation, language)',
  },
  autocomplete: {
    method: 'POST',
    path: '/users/autocomplete',
    body: z.object({
      first_name: z.string().max(100).optional(),
      last_name: z.string().max(100).optional(),
      email: z.string().max(254).optional(),
    }),
    responses: { 200: z.array(UserSuggestion), ...authErrors, 422: ValidationErrorBody },
    summary: 'Admin: find customers by first name, last name or e-mail',
  },
  viewAs: {
    method: 'POST',
    path: '/users/view_as/:user_id',
    pathParams: z.object({ user_id: z.coerce.number().int() }),
    body: c.noBody(),
    responses: { 200: Ok, ...authErrors, 404: ErrorBody },
    summary: 'Admin: view the portal as another user',
  },
});
