import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../contract';
import { endSession, sessionsQuery } from '../../api/sessions';
import { formatDateTime } from '../../lib/format';
import { useSession, useSessionActor } from '../../session/session-context';
import { useLocale } from '../../lib/use-locale';
import { ConfirmAction } from '../../ui/confirm-action';
import '../../ui/item-list.css';
import './account.css';

type Notice = 'ended' | 'end_failed' | null;

/**
 * "Your sessions" on the account page: every live session of the user (device, address, last
 * seen, this device marked) and, for the others, "End session" after a confirmation.
 */
export function SessionsList() {
  const { t } = useTranslation();
  const id = useId();
  // An admin viewing the portal as the customer may not see or end the customer's sessions (403).
  const viewingAs = useSession((snapshot) => !!snapshot.context.session?.viewing_as);
  const sessions = useQuery({ ...sessionsQuery(), enabled: !viewingAs });
  const queryClient = useQueryClient();
  const sessionActor = useSessionActor();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const end = useMutation({
    mutationFn: (sessionId: number) => endSession(queryClient, sessionId),
    onSuccess: (result) => {
      setConfirming(null);
      // This browser's own session ended: the session check finds none and returns to login.
      if (result === 'signed_out') return sessionActor.send({ type: 'RECHECK' });
      setNotice('ended');
      heading.current?.focus(); // the row (and its buttons) are gone
    },
    onError: () => setNotice('end_failed'),
  });
  const ask = (sessionId: number | null) => {
    setNotice(null);
    setConfirming(sessionId);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="sessions">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('sessions.title')}
      </h2>
      <p>{t('sessions.intro')}</p>
      {viewingAs ? <p>{t('sessions.view_as')}</p> : null}
      {notice === 'ended' ? <p role="status">{t('sessions.ended')}</p> : null}
      {notice === 'end_failed' ? <p role="alert">{t('sessions.end_failed')}</p> : null}
      {sessions.isPending && !viewingAs ? <p role="status">{t('sessions.loading')}</p> : null}
      {sessions.isError ? (
        <div role="alert">
          <p>{t('sessions.failed')}</p>
          <button type="button" className="button" onClick={() => void sessions.refetch()}>
            {t('sessions.retry')}
          </button>
        </div>
      ) : null}
      {sessions.data?.length === 0 ? <p>{t('sessions.empty')}</p> : null}
      {sessions.data?.length ? (
        <ul className="item-list">
          {sessions.data.map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              confirming={confirming === s.id}
              ending={end.isPending && end.variables === s.id}
              onAsk={() => ask(s.id)}
              onCancel={() => ask(null)}
              onConfirm={() => end.mutate(s.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type RowProps = {
  session: SessionInfo;
  confirming: boolean;
  ending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};

/** One session; another device's row asks before it ends the session. */
function SessionRow({ session: s, confirming, ending, onAsk, onCancel, onConfirm }: RowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const device = s.device || t('sessions.unknown_device');
  return (
    <li className="item-list__item" aria-current={s.current ? 'true' : undefined}>
      <p id={`${id}-device`} className="item-list__title">
        {device}
        {s.current ? <span className="sessions-list__current">{t('sessions.this_device')}</span> : null}
      </p>
      <p>{t('sessions.ip', { ip: s.ip ?? t('sessions.unknown') })}</p>
      <p>{t('sessions.last_seen', { when: formatDateTime(s.last_seen_at, locale) })}</p>
      <p>{t('sessions.signed_in', { when: formatDateTime(s.created_at, locale) })}</p>
      {s.current ? null : (
        <ConfirmAction
          action={t('sessions.end')}
          actionDescribedBy={`${id}-device`}
          question={t('sessions.confirm', { device })}
          yes={ending ? t('sessions.ending') : t('sessions.confirm_yes')}
          confirming={confirming}
          busy={ending}
          onAsk={onAsk}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </li>
  );
}
