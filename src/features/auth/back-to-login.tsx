import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The link back to the login page below a public page's form. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <p className="public__links">
      <Link to="/login/{-$redirect}" params={{ redirect: undefined }}>
        {t('auth.to_login')}
      </Link>
    </p>
  );
}
