import { fromPromise } from 'xstate';
import type { MessageCode } from '../../../contract';
import {
  emailChangeMachine,
  type ChangeRequestResult,
  type ConfirmResult,
} from '../../../machines/email-change/email-change.machine';
import { tsr } from '../../lib/api';

class UnexpectedAnswer extends Error {
  constructor(what: string, status: number) {
    super(`${what} answered ${status}`);
  }
}

const first = (errors: Record<string, string[]>, field: string) =>
  errors[field]?.[0] as MessageCode | undefined;

/** The e-mail change machine with real HTTP for the signed-in user `userId`. */
export const emailChangeLogic = (userId: number) =>
  emailChangeMachine.provide({
    actors: {
      requestChange: fromPromise<ChangeRequestResult, { email: string; password: string }>(
        async ({ input }) => {
          const res = await tsr.user.emailChange.mutate({ params: { id: userId }, body: input });
          if (res.status === 200) return { ok: true, email: res.body.email, code: res.body.activation_code };
          if (res.status === 422) {
            const password = first(res.body.errors, 'password');
            if (password) return { ok: false, field: 'password', error: password };
            return { ok: false, field: 'email', error: first(res.body.errors, 'email') ?? 'invalid_value' };
          }
          throw new UnexpectedAnswer('POST /user/{id}/email_change', res.status);
        },
      ),
      confirmChange: fromPromise<ConfirmResult, { token: string; code: string }>(async ({ input }) => {
        const res = await tsr.user.emailChangeConfirm.mutate({ params: { id: userId }, body: input });
        if (res.status === 200) return { ok: true, user: res.body };
        if (res.status === 422)
          return {
            ok: false,
            error: first(res.body.errors, 'code') ?? first(res.body.errors, 'email') ?? 'invalid_value',
          };
        if (res.status === 404 || res.status === 410) return { ok: false, error: 'link_expired' };
        throw new UnexpectedAnswer(
          'POST /user/{id}/email_change/confirm',
          (res as { status: number }).status,
        );
      }),
    },
  });
