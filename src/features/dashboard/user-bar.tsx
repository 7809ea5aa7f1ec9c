import { useTranslation } from 'react-i18next';
import { useSession, useSessionActor } from '../../session/session-context';
import { LanguageSwitch } from '../../ui/language-switch';

/** The signed-in user's name, the language switch and the logout button. */
export function UserBar() {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const user = useSession((s) => s.context.session?.user ?? null);
  const busy = useSession((s) => s.matches({ signedIn: 'loggingOut' }));
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  return (
    <div className="user-bar">
      {name ? <p className="user-bar__name">{t('layout.signed_in_as', { name })}</p> : null}
      <LanguageSwitch />
      <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'LOGOUT' })}>
        {t('layout.logout')}
      </button>
    </div>
  );
}
