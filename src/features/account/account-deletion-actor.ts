import { fromPromise } from 'xstate';
import type { AccountDeletionCheck } from '../../../contract';
import {
  accountDeletionMachine,
  type DeletionResult,
} from '../../../machines/account-deletion/account-deletion.machine';
import { refusalMessage } from '../../api/answer';
import { deleteAccount, fetchDeletionCheck } from '../../api/privacy';

/** The account deletion machine with real HTTP (the check is always asked afresh). */
export const accountDeletionLogic = accountDeletionMachine.provide({
  actors: {
    checkDeletion: fromPromise<AccountDeletionCheck>(() => fetchDeletionCheck()),
    deleteAccount: fromPromise<DeletionResult, { password: string }>(async ({ input }) => {
      const result = await deleteAccount(input.password);
      if (result.ok) return { kind: 'deleted' };
      if (result.refused.message === 'account_deletion_refused') return { kind: 'refused' };
      return { kind: 'error', error: refusalMessage(result.refused) };
    }),
  },
});
