import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { EmailInput, ErrorBody, Id, Ok, Text, ValidationErrorBody } from './common';
import { Locale } from './locale';
import { Redirect } from './redirect';
import { Permissions, User } from './user';

export const Password = Text(256).min(1);
/** A password being set: may arrive empty; the server answers with the SPEC §5 codes (passwordProblems). */
export const NewPassword = Text(256);

export const LoginBody = z.object({
  email: EmailInput,
  password: Password,
});

/** SPEC §7: the login response has language, permissions and user fields. */
export const LoginResponse = z.object({
  user: User,
  language: Locale,
  permissions: Permissions,
  /**
   * Present while an admin views the portal as `user`: the admin, for the banner.
   * The way back: POST /users/view_as/{admin_id}.
   */
  viewing_as: z.object({ admin_id: Id, admin_email: z.string() }).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** 202 from POST /login: the password was right, a code was e-mailed; continue on /two_factor_auth/:token. */
export const TwoFactorRequired = z.object({ two_factor_token: z.string() });
export type TwoFactorRequired = z.infer<typeof TwoFactorRequired>;

/**
 * The `message` of a 409 from the empty-body POST /login (a mailed sign-in link): the link is kept
 * until the visitor confirms (`{ confirm: true }`). confirm_switch: this browser is signed in to
 * another account; confirm_link: the link was requested in another browser.
 */
export const LINK_CONFIRMATIONS = ['confirm_switch', 'confirm_link'] as const;
export type LinkConfirmation = (typeof LINK_CONFIRMATIONS)[number];

/** The two-factor code mailed at sign-in: six digits. */
export const TwoFactorCode = Text(20)
  .trim()
  .regex(/^\d{6}$/);

const c = initContract();

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/login',
    metadata: { access: 'public' } as const,
    // Empty body: redeem the mailed sign-in link parked in the HttpOnly login_link cookie;
    // `confirm: true` after a 409 (another account's session here, or a link requested elsewhere).
    body: z.union([LoginBody, z.object({ confirm: z.boolean().optional() }).strict()]),
    responses: {
      200: LoginResponse,
      // The password (or the link) was right and the account has two-factor: a code was mailed.
      202: TwoFactorRequired,
      401: ErrorBody,
      403: ErrorBody,
      // confirm_switch or confirm_link (LINK_CONFIRMATIONS): asked first, the link is kept.
      409: ErrorBody,
      410: ErrorBody,
      422: ValidationErrorBody,
      // too_many_attempts (failed sign-ins of the account or the client), too_many_requests (codes mailed).
      429: ErrorBody,
    },
    summary: 'Sign in with e-mail and password, or with an empty body after a mailed link',
  },
  twoFactor: {
    method: 'POST',
    path: '/two_factor_auth/:token',
    metadata: { access: 'public' } as const,
    pathParams: z.object({ token: Text(200) }),
    body: z.object({ code: TwoFactorCode }),
    // 401 wrong_code (tries left); 410 link_expired (expired, used or out of tries).
    responses: { 200: LoginResponse, 401: ErrorBody, 410: ErrorBody, 422: ValidationErrorBody },
    summary: 'Finish a sign-in with the e-mailed six-digit code',
  },
  loginCheck: {
    method: 'GET',
    path: '/login_check',
    metadata: { access: 'public' } as const,
    // null: nobody is signed in (the SPA then reloads, SPEC §4).
    responses: { 200: LoginResponse.nullable() },
    summary: 'The current session, or null',
  },
  logout: {
    method: 'POST',
    path: '/logout',
    metadata: { access: 'public' } as const,
    body: c.noBody(),
    responses: { 200: Ok, 403: ErrorBody },
    summary: 'End the session',
  },
  loginEmail: {
    method: 'POST',
    path: '/login/email',
    metadata: { access: 'public' } as const,
    body: z.object({ email: EmailInput, redirect: Redirect.optional() }),
    // 429 too_many_requests: too many links to this address, for this account or from this client.
    // Sets the HttpOnly login_link_requester cookie: the link works without a question only here.
    responses: { 200: Ok, 422: ValidationErrorBody, 429: ErrorBody },
    summary: 'E-mail a sign-in link (or an activation link to an account without a password)',
  },
  passwordReset: {
    method: 'POST',
    path: '/password_reset',
    metadata: { access: 'public' } as const,
    body: z.object({ email: EmailInput, browser_lang: Text(20) }),
    responses: { 200: Ok, 422: ValidationErrorBody, 429: ErrorBody },
    summary: 'E-mail a password reset link (same answer whether or not the address exists)',
  },
  passwordResetConfirm: {
    method: 'POST',
    path: '/password_reset/:id/:code',
    metadata: { access: 'public' } as const,
    // id: the link's IdParam as text (an id that cannot exist answers 404).
    pathParams: z.object({ id: Text(100), code: Text(200) }),
    body: z.object({ password: NewPassword, password_confirmation: NewPassword }),
    responses: { 200: Ok, 404: ErrorBody, 410: ErrorBody, 422: ValidationErrorBody },
    summary: 'Set a new password from a reset link',
  },
  activate: {
    method: 'POST',
    path: '/activate/:activation_code',
    metadata: { access: 'public' } as const,
    pathParams: z.object({ activation_code: Text(200) }),
    body: z.object({
      password: NewPassword,
      password_confirmation: NewPassword,
      user: Text(254).optional(),
      redirect: Redirect.optional(),
    }),
    responses: { 200: LoginResponse, 404: ErrorBody, 410: ErrorBody, 422: ValidationErrorBody },
    summary: 'Activate an account by setting its password',
  },
});
