import { useTranslation } from 'react-i18next';
import type { Scope } from '../../../../contract';

/** The first step: which kind of contract to start. */
export function ScopeStep({ scopes, onChoose }: { scopes: Scope[]; onChoose: (scope: Scope) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="scope-choice">
      {scopes.map((scope) => (
        <li key={scope} className="card">
          <h3>{t(`claims.scope.${scope}`)}</h3>
          <p>{t(`claim_form.scope_text.${scope}`)}</p>
          <button type="button" className="button button--primary" onClick={() => onChoose(scope)}>
            {t('claim_form.choose', { scope: t(`claims.scope.${scope}`) })}
          </button>
        </li>
      ))}
    </ul>
  );
}
