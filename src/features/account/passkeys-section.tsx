import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX, type Passkey } from '../../../contract';
import { refusal } from '../../api/answer';
import {
  browserHasPasskeys,
  enrolPasskey,
  passkeysQuery,
  removePasskey,
  type PasskeyError,
} from '../../api/passkeys';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../session/session-context';
import { useLocale } from '../../lib/use-locale';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormAlert, SubmitButton, TextField } from '../../ui/form';
import '../../ui/item-list.css';
import './passkeys-section.css';

type Notice = { key: 'added' | 'removed'; name: string } | null;

/**
 * "Passkeys" on the account page: the user's passkeys (added, last used), "Add a passkey" with a
 * name (the browser asks the device to create one, with user verification), and removal after a
 * confirmation. Without WebAuthn in the browser the add form is replaced by an explanation; while
 * an admin views the portal as the customer nothing can be added or removed.
 */
/** How a call that threw counts here: a failed ceremony. */
const failed = refusal<PasskeyError>({ errors: {}, message: 'passkey.failed' });

export function PasskeysSection() {
  const { t } = useTranslation();
  const id = useId();
  const passkeys = useQuery(passkeysQuery());
  const queryClient = useQueryClient();
  const viewingAs = useSession((s) => s.context.session?.viewing_as != null);
  const [supported] = useState(browserHasPasskeys);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useMutation({
    mutationFn: (p: Passkey) => removePasskey(queryClient, p.id),
    onSuccess: (_, p) => {
      setConfirming(null);
      setNotice({ key: 'removed', name: p.name });
      heading.current?.focus(); // the row (and its buttons) are gone
    },
  });
  const ask = (passkeyId: number | null) => {
    setNotice(null);
    setConfirming(passkeyId);
  };
  const added = (p: Passkey) => setNotice({ key: 'added', name: p.name });

  return (
    <section aria-labelledby={`${id}-title`} className="passkeys">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('passkeys.title')}
      </h2>
      <p>{t('passkeys.intro')}</p>
      <div role="status">{notice ? <p>{t(`passkeys.${notice.key}`, { name: notice.name })}</p> : null}</div>
      {passkeys.isPending ? <p role="status">{t('passkeys.loading')}</p> : null}
      {passkeys.isError ? (
        <div role="alert">
          <p>{t('passkeys.load_failed')}</p>
          <button type="button" className="button" onClick={() => void passkeys.refetch()}>
            {t('passkeys.retry')}
          </button>
        </div>
      ) : null}
      {passkeys.data?.length === 0 ? <p className="empty">{t('passkeys.empty')}</p> : null}
      {passkeys.data?.length ? (
        <ul className="item-list" aria-label={t('passkeys.list')}>
          {passkeys.data.map((p) => (
            <PasskeyRow
              key={p.id}
              passkey={p}
              editable={!viewingAs}
              confirming={confirming === p.id}
              removing={remove.isPending && remove.variables.id === p.id}
              onAsk={() => ask(p.id)}
              onCancel={() => ask(null)}
              onConfirm={() => remove.mutate(p)}
            />
          ))}
        </ul>
      ) : null}
      {viewingAs ? <p className="muted">{t('passkeys.view_as')}</p> : null}
      {!viewingAs && !supported ? <p className="muted">{t('passkeys.unsupported')}</p> : null}
      {!viewingAs && supported ? <AddPasskeyForm onAdded={added} /> : null}
    </section>
  );
}

type RowProps = {
  passkey: Passkey;
  editable: boolean;
  confirming: boolean;
  removing: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};

/** One passkey; "Remove" asks first. */
function PasskeyRow({ passkey: p, editable, confirming, removing, onAsk, onCancel, onConfirm }: RowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="item-list__item">
      <p className="item-list__title">{p.name}</p>
      <p>{t('passkeys.added_on', { date: formatDateTime(p.created_at, locale) })}</p>
      <p>
        {p.last_used_at
          ? t('passkeys.last_used', { date: formatDateTime(p.last_used_at, locale) })
          : t('passkeys.never_used')}
      </p>
      {editable ? (
        <ConfirmAction
          action={t('passkeys.remove')}
          actionLabel={t('passkeys.remove_label', { name: p.name })}
          question={t('passkeys.confirm_remove', { name: p.name })}
          yes={t('passkeys.confirm')}
          confirming={confirming}
          busy={removing}
          onAsk={onAsk}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      ) : null}
    </li>
  );
}

/** "Add a passkey": a name, then the device's own prompt (fingerprint, face, screen lock). */
function AddPasskeyForm({ onAdded }: { onAdded: (p: Passkey) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<PasskeyError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    const problem = value ? null : 'required';
    setNameError(problem);
    setError(null);
    if (problem) return document.getElementById('passkey-name')?.focus();
    setBusy(true);
    setAttempt((n) => n + 1);
    try {
      // A thrown call (5xx: the failed-request dialog shows; 403) is a failure here too.
      const result = await enrolPasskey(queryClient, value).catch(() => failed);
      if (!result.ok) return setError(result.refused.message ?? 'passkey.failed');
      setName('');
      onAdded(result.value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form passkeys__add" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <FormAlert errors={error ? [error] : []} attempt={attempt} />
      <TextField
        id="passkey-name"
        label={t('passkeys.name')}
        hint={t('passkeys.name_hint')}
        errors={nameError ? [nameError] : []}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        value={name}
        onChange={setName}
      />
      <SubmitButton busy={busy} busyLabel={t('passkeys.adding')}>
        {t('passkeys.add')}
      </SubmitButton>
    </form>
  );
}
