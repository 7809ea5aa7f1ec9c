import { fromPromise } from 'xstate';
import {
  emailChangeMachine,
  type ChangeRequestResult,
  type ConfirmResult,
} from '../../../machines/email-change/email-change.machine';
import { confirmEmailChange, requestEmailChange } from '../../api/user';

/** The e-mail change machine with real HTTP for the signed-in user `userId`. */
export const emailChangeLogic = (userId: number) =>
  emailChangeMachine.provide({
    actors: {
      requestChange: fromPromise<ChangeRequestResult, { email: string; password: string }>(({ input }) =>
        requestEmailChange(userId, input),
      ),
      confirmChange: fromPromise<ConfirmResult, { token: string; code: string }>(({ input }) =>
        confirmEmailChange(userId, input),
      ),
    },
  });
