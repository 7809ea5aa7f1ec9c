import { fromPromise } from 'xstate';
import type { AccountDeletionCheck } from '../../../contract';
import {
  accountDeletionMachine,
  type DeletionResult,
} from '../../../machines/account-deletion/account-deletion.machine';
import { deleteAccount, fetchDeletionCheck } from '../../api/privacy';

/** The account deletion machine with real HTTP (the check is always asked afresh). */
export const accountDeletionLogic = accountDeletionMachine.provide({
  actors: {
    checkDeletion: fromPromise<AccountDeletionCheck>(() => fetchDeletionCheck()),
    deleteAccount: fromPromise<DeletionResult, { password: string }>(({ input }) =>
      deleteAccount(input.password),
    ),
  },
});
