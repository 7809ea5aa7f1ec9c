import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NOTICE, NOTICE_KEYS, type NoticeKey, type PageNotice } from '../../../contract';
import { saveTreeNotice, treeQuery } from '../../api/widgets';
import { noticeKey } from '../../lib/page-notice';
import { errorsFor, Field, FormAlert, otherErrors, SubmitButton, type Errors } from '../../ui/form';

const FIELDS = ['notice.key', 'notice.duration_ms'];

/**
 * Back office: a page's page-load notice (SPEC §2): on or off, its text and how many seconds it
 * shows (default: thanks for the claim entry, 3 s). Saved with POST /widgets/tree/{treeId}/notice.
 */
export function PageNoticeSettings({ treeId }: { treeId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery(treeQuery(treeId));
  if (!tree.data) return <p className="muted">{t('common.loading')}</p>;
  const save = (notice: PageNotice | null) => saveTreeNotice(queryClient, treeId, notice);
  return <NoticeForm key={treeId} treeId={treeId} initial={tree.data.notice ?? null} save={save} />;
}

function NoticeForm({
  treeId,
  initial,
  save,
}: {
  treeId: string;
  initial: PageNotice | null;
  save: (notice: PageNotice | null) => ReturnType<typeof saveTreeNotice>;
}) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(initial !== null);
  const [key, setKey] = useState<NoticeKey>(initial?.key ?? DEFAULT_NOTICE.key);
  const [seconds, setSeconds] = useState(String((initial?.duration_ms ?? DEFAULT_NOTICE.duration_ms) / 1000));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const id = (name: string) => `page-notice-${treeId}-${name}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setStatus('');
    const ms = Math.round(Number(seconds) * 1000);
    const res = await save(enabled ? { key, duration_ms: ms } : null).catch(() => null);
    setBusy(false);
    if (res?.ok === false) return setErrors(res.refused.errors);
    setErrors({});
    setStatus(res ? t('admin.notice.saved', { page: treeId }) : t('admin.settings.failed'));
  };

  return (
    <form className="admin-notice" onSubmit={(e) => void submit(e)} noValidate>
      <FormAlert errors={otherErrors(errors, FIELDS)} />
      <p>
        <input
          id={id('enabled')}
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />{' '}
        <label htmlFor={id('enabled')}>{t('admin.notice.enabled')}</label>
      </p>
      <Field id={id('key')} label={t('admin.notice.text')} errors={errorsFor(errors, 'notice.key')}>
        {(control) => (
          <select
            {...control}
            value={key}
            disabled={!enabled}
            onChange={(e) => setKey(e.target.value as NoticeKey)}
          >
            {NOTICE_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(noticeKey(k))}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={id('duration')}
        label={t('admin.notice.duration')}
        errors={errorsFor(errors, 'notice.duration_ms')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min={1}
            max={60}
            step={0.5}
            value={seconds}
            disabled={!enabled}
            onChange={(e) => setSeconds(e.target.value)}
          />
        )}
      </Field>
      <SubmitButton busy={busy}>{t('admin.notice.save')}</SubmitButton>
      <p role="status">{status}</p>
    </form>
  );
}
