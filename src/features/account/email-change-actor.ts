import { fromPromise } from 'xstate';
import {
  emailChangeMachine,
  type ChangeRequestResult,
  type ConfirmResult,
} from '../../../machines/email-change/email-change.machine';
import { refusalMessage } from '../../api/answer';
import { confirmEmailChange, requestEmailChange } from '../../api/user';

/** The e-mail change machine with real HTTP for the signed-in user `userId`. */
export const emailChangeLogic = (userId: number) =>
  emailChangeMachine.provide({
    actors: {
      requestChange: fromPromise<ChangeRequestResult, { email: string; password: string }>(
        async ({ input }) => {
          const result = await requestEmailChange(userId, input);
          if (result.ok) return { ok: true, ...result.value };
          // A refused password is shown at the password, anything else at the address.
          const password = result.refused.errors.password?.[0];
          if (password) return { ok: false, field: 'password', error: password };
          return { ok: false, field: 'email', error: refusalMessage(result.refused, { prefer: ['email'] }) };
        },
      ),
      confirmChange: fromPromise<ConfirmResult, { token: string; code: string }>(async ({ input }) => {
        const result = await confirmEmailChange(userId, input);
        if (result.ok) return { ok: true, user: result.value };
        return { ok: false, error: refusalMessage(result.refused, { prefer: ['code', 'email'] }) };
      }),
    },
  });
