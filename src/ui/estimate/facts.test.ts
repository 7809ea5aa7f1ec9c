import { describe, expect, it } from 'vitest';
import { ESTIMATE_REASONS, ESTIMATE_SOURCES, ESTIMATE_STEP_CODES, LOCALES } from '../../../contract';
import type { Tree } from '../../locales/merge';
import { emptyFacts, parseHours, toDraftErrors, toFacts, toLegs } from './facts';
import { placeDraft } from './places';

describe('parseHours', () => {
  it('reads decimal hours with a point or a comma, and h:mm', () => {
    expect(parseHours('3.5')).toBe(210);
    expect(parseHours('3,5')).toBe(210);
    expect(parseHours('3:05')).toBe(185);
    expect(parseHours(' 4 ')).toBe(240);
    expect(parseHours('0')).toBe(0);
  });
  it('tells blank from nonsense', () => {
    expect(parseHours('  ')).toBeUndefined();
    expect(parseHours('soon')).toBeNaN();
    expect(parseHours('-1')).toBeNaN();
    expect(parseHours('3:75')).toBeNaN();
  });
});

describe('toFacts', () => {
  it('asks what happened first', () => {
    expect(toFacts(emptyFacts)).toEqual({ errors: { disruption: ['required'] } });
  });
  it('a delay: the minutes at the final destination and the reason', () => {
    expect(
      toFacts({ ...emptyFacts, disruption: 'delay', delay_hours: '3:30', reason: 'technical_fault' }),
    ).toEqual({
      value: { disruption: 'delay', arrival_delay_minutes: 210, reason: 'technical_fault' },
    });
    expect(toFacts({ ...emptyFacts, disruption: 'delay' })).toEqual({
      errors: { delay_hours: ['required'] },
    });
  });
  it('a cancellation: the notice, the replacement or none', () => {
    expect(toFacts({ ...emptyFacts, disruption: 'cancellation', notice_days: '10' })).toEqual({
      value: { disruption: 'cancellation', notice_days: 10, rerouting: null },
    });
    expect(
      toFacts({
        ...emptyFacts,
        disruption: 'cancellation',
        notice_days: '3',
        rerouting: 'yes',
        departed_earlier: '0',
        arrived_later: '2',
      }),
    ).toEqual({
      value: {
        disruption: 'cancellation',
        notice_days: 3,
        rerouting: { departed_earlier_minutes: 0, arrived_later_minutes: 120 },
      },
    });
    expect(toFacts({ ...emptyFacts, disruption: 'cancellation', notice_days: '1.5' })).toEqual({
      errors: { notice_days: ['invalid_value'] },
    });
    expect(
      toFacts({
        ...emptyFacts,
        disruption: 'cancellation',
        notice_days: '3',
        rerouting: 'yes',
        arrived_later: 'x',
      }),
    ).toEqual({ errors: { departed_earlier: ['required'], arrived_later: ['invalid_value'] } });
  });
  it('denied boarding: no reason asked (it never excuses, Finnair C-22/11)', () => {
    expect(toFacts({ ...emptyFacts, disruption: 'denied_boarding', reason: 'weather' })).toEqual({
      value: { disruption: 'denied_boarding', rerouting: null },
    });
  });
  it('shows the API’s refusals at the fields typed, and sends codes in upper case', () => {
    expect(
      toDraftErrors({ arrival_delay_minutes: ['required'], 'legs.0.carrier': ['unknown_carrier'] }),
    ).toEqual({
      delay_hours: ['required'],
      'legs.0.carrier': ['unknown_carrier'],
    });
  });
  it('flights: codes typed as such or chosen; a name without a choice or an empty box is refused, nothing cut', () => {
    const typed = (from: string, to: string, carrier: string) => ({
      departure_airport: placeDraft('airport', from),
      arrival_airport: placeDraft('airport', to),
      carrier: placeDraft('airline', carrier),
    });
    expect(toLegs([typed(' fra', 'jfk ', 'lh')])).toEqual({
      value: [{ departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' }],
    });
    expect(
      toLegs([
        typed('Frankfurt Main (FRA)', 'John F Kennedy International, New York (JFK)', 'Lufthansa (LH)'),
      ]),
    ).toEqual({
      value: [{ departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' }],
    });
    // "Frankfurt", "New York", "Lufthansa" are not "Fra", "New", "Lu".
    expect(toLegs([typed('Frankfurt', 'New York', '')])).toEqual({
      errors: {
        'legs.0.departure_airport': ['eu261.form.choose_airport'],
        'legs.0.arrival_airport': ['eu261.form.choose_airport'],
        'legs.0.carrier': ['required'],
      },
    });
    expect(toLegs([typed('FRA', 'JFK', 'Lufthansa')])).toEqual({
      errors: { 'legs.0.carrier': ['eu261.form.choose_airline'] },
    });
  });
});

describe('the reasoning is worded in every language', () => {
  const files = import.meta.glob<Tree>('../../locales/*/estimate.json', { eager: true, import: 'default' });
  const at = (tree: Tree, path: string) =>
    path
      .split('.')
      .reduce<Tree | string | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), tree);
  it.each(LOCALES)('%s has every step, source, reason and band', (locale) => {
    const tree = files[`../../locales/${locale}/estimate.json`];
    expect(tree).toBeDefined();
    const keys = [
      ...ESTIMATE_STEP_CODES.map((c) => `eu261.step.${c}`),
      ...ESTIMATE_SOURCES.map((s) => `eu261.source.${s}`),
      ...ESTIMATE_REASONS.map((r) => `eu261.reason.${r}`),
      ...['short', 'medium_region', 'medium', 'long'].map((b) => `eu261.band.${b}`),
    ];
    expect(keys.filter((k) => typeof at(tree!, k) !== 'string')).toEqual([]);
  });
});
