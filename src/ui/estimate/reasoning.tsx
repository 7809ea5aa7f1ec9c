import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstimateLeg, EstimateResult, EstimateStep } from '../../../contract';
import { formatEuros } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { countryName, namesOf, placeLabel } from './places';
import './estimate.css';

/** Step values that hold an airport code: shown as the airport's full name. */
const AIRPORT_KEYS = new Set([
  'airport',
  'from',
  'to',
  'departure',
  'arrival',
  'outbound_from',
  'outbound_to',
  'return_from',
  'return_to',
]);
/** Step values that are a word of their own (`eu261.<key>.<value>`). */
const WORDED_KEYS = new Set(['reason', 'band', 'kind', 'judged', 'territory']);

/** A step's values as the text shows them: names, durations, money, distances and countries in the reader's language. */
function useStepValues(result: EstimateResult) {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = namesOf(result.places);
  const countries = new Map([...names.values()].map((p) => [p.country, countryName(p, locale)] as const));
  const airport = (code: string) => {
    const place = names.get(code);
    return place ? placeLabel(place) : code;
  };
  const duration = (minutes: number) => {
    const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
    if (hours === 0) return t('eu261.duration_minutes', { minutes: rest });
    return rest === 0 ? t('eu261.duration_hours', { hours }) : t('eu261.duration', { hours, minutes: rest });
  };
  return (values: EstimateStep['values']): Record<string, string> =>
    Object.fromEntries(
      Object.entries(values).map(([key, v]) => {
        if (typeof v === 'number' && key.endsWith('minutes')) return [key, duration(v)];
        if (typeof v === 'number' && key === 'amount') return [key, formatEuros(v, locale)];
        if (typeof v === 'number') return [key, v.toLocaleString(locale.replace('_', '-'))];
        if (typeof v !== 'string') return [key, String(v)];
        if (WORDED_KEYS.has(key)) return [key, t(`eu261.${key}.${v}`)];
        if (AIRPORT_KEYS.has(key)) return [key, airport(v)];
        if (key === 'via') return [key, v.split(', ').map(airport).join(', ')];
        if (key.endsWith('country')) return [key, countries.get(v) ?? v];
        return [key, v];
      }),
    );
}

/**
 * The estimate: the route and airlines in full, the amount per passenger (and for `passengers` of
 * them), then each step of the reasoning with the article or judgment it rests on; `children`
 * (what to do next) after the amount.
 */
export function EstimateReasoning({
  result,
  passengers,
  legs,
  children,
}: {
  result: EstimateResult;
  passengers?: number;
  /** The booking's flights, in order: shown as the route in full. */
  legs?: EstimateLeg[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useStepValues(result);
  const names = namesOf(result.places);
  const label = (code: string) => {
    const place = names.get(code);
    return place ? placeLabel(place) : code;
  };
  const amount = result.amount_per_passenger;
  const airlines = [...new Set(legs?.map((l) => l.carrier) ?? [])];
  return (
    <section className="estimate card" aria-labelledby="estimate-title">
      <h2 id="estimate-title">{t('eu261.result.title')}</h2>
      {legs?.length ? (
        <p className="estimate__route">
          {[legs[0]!.departure_airport, ...legs.map((l) => l.arrival_airport)].map(label).join(' → ')}
          <br />
          {t('eu261.result.airlines', { count: airlines.length, airlines: airlines.map(label).join(', ') })}
        </p>
      ) : null}
      <p className="estimate__amount" data-amount={amount}>
        <strong>
          {amount > 0
            ? t('eu261.result.amount', { amount: formatEuros(amount, locale) })
            : t('eu261.result.none')}
        </strong>
      </p>
      {passengers && amount > 0 ? (
        <p>
          {t('eu261.result.total', {
            total: formatEuros(amount * passengers, locale),
            count: passengers,
          })}
        </p>
      ) : null}
      {children}
      <h3>{t('eu261.result.reasoning')}</h3>
      <ol className="estimate__steps">
        {result.steps.map((s) => (
          <li key={s.code} data-step={s.code}>
            <p>{t(`eu261.step.${s.code}`, format(s.values))}</p>
            <p className="estimate__sources">
              {t('eu261.result.sources', {
                count: s.sources.length,
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
