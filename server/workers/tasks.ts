import { threadId } from 'node:worker_threads';
import type { Locale, Settlement, SettlementStatement } from '../../contract';
import { statementPdf } from '../domain/payout/statement-pdf';
import {
  assignmentPdf,
  InvalidSignatureImage,
  sha256Hex,
  signedAssignmentPdf,
  type AssignmentData,
  type SignatureMark,
} from '../domain/signatures/assignment-pdf';

/**
 * The work the pool runs (server/workers/pool.ts), each a function of one structured-clonable
 * input. Only the worker threads import this module.
 */
export const workerTasks = {
  /** A HEIC photo as JPEG (throws when it cannot be decoded). */
  heicToJpeg: async (heic: Uint8Array): Promise<Uint8Array> => {
    // Loaded on first use: the HEIC decoder is large, and most threads never convert one.
    const { default: convertHeic } = await import('heic-convert');
    return new Uint8Array(await convertHeic({ buffer: heic, format: 'JPEG', quality: 0.9 }));
  },

  /** The unsigned assignment. */
  assignment: (data: AssignmentData): Promise<Uint8Array> => assignmentPdf(data),

  /** The unsigned assignment, its signed version (the drawn PNG decoded here) and their hashes. */
  signedAssignment: async ({ data, mark }: { data: AssignmentData; mark: SignatureMark }) => {
    const unsigned = await assignmentPdf(data);
    try {
      const pdf = await signedAssignmentPdf(unsigned, data.locale, mark);
      return { pdf, assignmentSha256: sha256Hex(unsigned), documentSha256: sha256Hex(pdf) };
    } catch (e) {
      if (e instanceof InvalidSignatureImage) return null;
      throw e;
    }
  },

  /** A passenger's settlement statement. */
  statement: (input: {
    settlement: Omit<Settlement, 'statements'>;
    statement: SettlementStatement;
    locale: Locale;
  }): Promise<Uint8Array> => statementPdf(input.settlement, input.statement, input.locale),

  /** The thread a task runs on (tests check that it is not the main thread). */
  threadId: async (_: null): Promise<number> => threadId,
};

export type WorkerTasks = typeof workerTasks;
export type WorkerCall = {
  [K in keyof WorkerTasks]: { task: K; input: Parameters<WorkerTasks[K]>[0] };
}[keyof WorkerTasks];

/** The one entry point the pool calls. */
export const runTask = ({ task, input }: WorkerCall): Promise<unknown> =>
  (workerTasks[task] as (input: unknown) => Promise<unknown>)(input);
