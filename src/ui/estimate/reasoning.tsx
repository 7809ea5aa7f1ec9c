import { useTranslation } from 'react-i18next';
import type { EstimateResult, EstimateStep } from '../../../contract';
import { formatMoneyNoDecimals } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import './estimate.css';

/** A step's values as the text shows them: durations, money, distances and reasons in the reader's language. */
function useStepValues() {
  const { t } = useTranslation();
  const locale = useLocale();
  const duration = (minutes: number) => {
    const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
    if (hours === 0) return t('eu261.duration_minutes', { minutes: rest });
    return rest === 0 ? t('eu261.duration_hours', { hours }) : t('eu261.duration', { hours, minutes: rest });
  };
  return (values: EstimateStep['values']) =>
    Object.fromEntries(
      Object.entries(values).map(([key, v]) => {
        if (typeof v === 'number' && key.endsWith('minutes')) return [key, duration(v)];
        if (typeof v === 'number' && key === 'amount') return [key, formatMoneyNoDecimals(v, locale)];
        if (typeof v === 'number') return [key, v.toLocaleString(locale.replace('_', '-'))];
        if (key === 'reason' || key === 'band') return [key, t(`eu261.${key}.${String(v)}`)];
        return [key, v];
      }),
    );
}

/**
 * The estimate: the amount per passenger (and for `passengers` of them), then each step of the
 * reasoning with the article or judgment it rests on.
 */
export function EstimateReasoning({ result, passengers }: { result: EstimateResult; passengers?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useStepValues();
  const amount = result.amount_per_passenger;
  return (
    <section className="estimate card" aria-labelledby="estimate-title">
      <h2 id="estimate-title">{t('eu261.result.title')}</h2>
      <p className="estimate__amount" data-amount={amount}>
        <strong>
          {amount > 0
            ? t('eu261.result.amount', { amount: formatMoneyNoDecimals(amount, locale) })
            : t('eu261.result.none')}
        </strong>
      </p>
      {passengers && amount > 0 ? (
        <p>
          {t('eu261.result.total', {
            total: formatMoneyNoDecimals(amount * passengers, locale),
            count: passengers,
          })}
        </p>
      ) : null}
      <h3>{t('eu261.result.reasoning')}</h3>
      <ol className="estimate__steps">
        {result.steps.map((s) => (
          <li key={s.code} data-step={s.code}>
            <p>{t(`eu261.step.${s.code}`, format(s.values))}</p>
            <p className="estimate__sources">
              {t('eu261.result.sources', {
                sources: s.sources.map((src) => t(`eu261.source.${src}`)).join('; '),
              })}
            </p>
          </li>
        ))}
      </ol>
      <p className="muted">{t('eu261.result.disclaimer')}</p>
    </section>
  );
}
