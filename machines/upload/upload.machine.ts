import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { ClaimDocuments, DocumentKind, MessageCode } from '../../contract';

/** What `uploadFile` answers: the claim's documents with the file, or the reason it was refused (4xx). */
export type UploadResult = { ok: true; documents: ClaimDocuments } | { ok: false; error: MessageCode };
export interface UploadInput {
  claimId: number;
  kind: DocumentKind;
  fileName: string;
}

export interface UploadContext extends UploadInput {
  documents: ClaimDocuments | null;
  /** The server's reason for a refused file. */
  error: MessageCode | null;
}

export type UploadEvent = { type: 'UPLOAD' } | { type: 'RETRY' };

/**
 * One file's upload to a claim: selected → uploading → stored, or refused (the server named
 * a reason: empty, too large, wrong type, closed claim; retrying would not help), or failed (no
 * answer: network, server error), from where it is retried. Injected actor: `uploadFile`
 * (POST /claims/{id}/documents with the file; the file itself stays with the caller).
 */
export const uploadMachine = setup({
  types: {} as { context: UploadContext; events: UploadEvent; input: UploadInput | undefined },
  actors: {
    uploadFile: notProvided<UploadResult, UploadInput>('uploadFile'),
  },
  actions: {
    store: assign((_, params: { documents: ClaimDocuments }) => ({
      documents: params.documents,
      error: null,
    })),
    refuse: assign((_, params: { error: MessageCode }) => ({ error: params.error })),
  },
  guards: {
    accepted: (_, params: { result: UploadResult }) => params.result.ok,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    claimId: input?.claimId ?? 0,
    kind: input?.kind ?? 'boarding_pass',
    fileName: input?.fileName ?? '',
    documents: null,
    error: null,
  }),
  initial: 'selected',
  states: {
    selected: {
      meta: { ui: 'the file is listed with its name, waiting; the Upload button sends it' },
      on: { UPLOAD: 'uploading' },
    },
    uploading: {
      meta: { ui: "the file's row shows a progress bar while the file is sent" },
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({
          claimId: context.claimId,
          kind: context.kind,
          fileName: context.fileName,
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ result: event.output }) },
            target: 'stored',
            actions: {
              type: 'store',
              params: ({ event }) => ({
                documents: (event.output as { documents: ClaimDocuments }).documents,
              }),
            },
          },
          {
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ error: (event.output as { error: MessageCode }).error }),
            },
          },
        ],
        onError: 'failed',
      },
    },
    stored: {
      meta: { ui: "the file's row says it is stored; the document appears in the claim's list" },
      type: 'final',
    },
    refused: {
      meta: { ui: "the file's row shows the server's reason (translated); nothing was stored" },
      type: 'final',
    },
    failed: {
      meta: { ui: "the file's row says the upload failed, with a Retry button" },
      on: { RETRY: 'uploading' },
    },
  },
});
