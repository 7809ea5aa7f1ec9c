import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { uploadMachine, type UploadInput, type UploadResult } from '../../../machines/upload/upload.machine';
import { refusalMessage } from '../../api/answer';
import { uploadDocument } from '../../api/documents';

/**
 * The upload machine with a real upload of `file` (POST /claims/{id}/documents), its progress
 * told to `onProgress`. A refusal without a reason shows as server_error.
 */
export const uploadLogic = (queryClient: QueryClient, file: Blob, onProgress: (fraction: number) => void) =>
  uploadMachine.provide({
    actors: {
      uploadFile: fromPromise<UploadResult, UploadInput>(async ({ input, signal }) => {
        onProgress(0);
        const result = await uploadDocument(
          queryClient,
          input.claimId,
          input.kind,
          file,
          input.fileName,
          onProgress,
          signal,
        );
        if (result.ok) return { ok: true, documents: result.value };
        return { ok: false, error: refusalMessage(result.refused, { fallback: 'server_error' }) };
      }),
    },
  });
