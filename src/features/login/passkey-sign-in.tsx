import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusal } from '../../api/answer';
import { browserHasPasskeys, signInWithPasskey, type PasskeyError } from '../../api/passkeys';
import { useSessionActor } from '../../session/session-context';
import { FormAlert } from '../../ui/form';

/** How a call that threw counts here: a failed ceremony. */
const failed = refusal<PasskeyError>({ errors: {}, message: 'passkey.failed' });

/**
 * "Log in with a passkey" below the login form: no e-mail or password; the device asks for the
 * user's fingerprint, face or screen lock (user verification), so the sign-in is multi-factor and
 * skips the mailed code. On success the session machine learns the session (SIGNED_IN) and goes
 * on to `redirect`, as after a password sign-in. Hidden when the browser has no WebAuthn.
 */
export function PasskeySignIn({ redirect, disabled = false }: { redirect?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const actor = useSessionActor();
  const [supported] = useState(browserHasPasskeys);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PasskeyError | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (!supported) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    setAttempt((n) => n + 1);
    try {
      // A thrown call (5xx: the failed-request dialog shows) is a failure here too.
      const result = await signInWithPasskey().catch(() => failed);
      if (!result.ok) return setError(result.refused.message ?? 'passkey.failed');
      const signedIn = { type: 'SIGNED_IN', session: result.value, redirect } as const;
      // The machine takes SIGNED_IN while anonymous; back from a pending two-factor step it does
      // not, so the page reloads and the login route sends the signed-in visitor on.
      if (actor.getSnapshot().can(signedIn)) actor.send(signedIn);
      else window.location.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      <FormAlert errors={error ? [error] : []} attempt={attempt} />
      <button
        type="button"
        className="button"
        disabled={busy || disabled}
        aria-describedby={`${id}-hint`}
        onClick={() => void start()}
      >
        {busy ? t('passkey.signing_in') : t('passkey.sign_in')}
      </button>
      <p id={`${id}-hint`} className="field__hint">
        {t('passkey.hint')}
      </p>
    </div>
  );
}
