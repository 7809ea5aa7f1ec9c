import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingIndicatorMachine } from '../../machines/loading-indicator/loading-indicator.machine';
import { pendingRequests } from '../api/request';
import { chunks as appChunks, type ChunkLoader } from '../lib/chunk-load';
import './loading-indicator.css';

/**
 * The global spinner (SPEC §2/§9): shown once requests (queries, mutations and the machines'
 * calls, whatever their method) or page chunks have been pending for
 * 400 ms, kept 500 ms after the last one settles. A live region announces it.
 */
export function LoadingIndicator({
  chunks = appChunks,
  requests = pendingRequests,
}: {
  chunks?: Pick<ChunkLoader, 'subscribe' | 'pending'>;
  requests?: Pick<ChunkLoader, 'subscribe' | 'pending'>;
}) {
  const { t } = useTranslation();
  const pendingChunks = useSyncExternalStore(chunks.subscribe, chunks.pending);
  const pendingCalls = useSyncExternalStore(requests.subscribe, requests.pending);
  const busy = useIsFetching() + useIsMutating() + pendingCalls + pendingChunks > 0;
  const actor = useActorRef(loadingIndicatorMachine);
  const visible = useSelector(actor, (s) => s.hasTag('spinner'));

  useEffect(() => {
    actor.send({ type: busy ? 'BUSY' : 'IDLE' });
  }, [busy, actor]);

  return (
    <div role="status" className="loading-indicator">
      {visible ? (
        <>
          <span className="loading-indicator__spinner" aria-hidden="true" />
          <span className="sr-only">{t('common.loading')}</span>
        </>
      ) : null}
    </div>
  );
}
