import {
  DISRUPTIONS,
  ESTIMATE_REASONS,
  type EstimateLeg,
  type EstimateRequest,
  type Rerouting,
} from '../../../contract';
import { parseEuros } from '../../lib/format';
import type { Errors } from '../form';
import { emptyPlace, type PlaceDraft } from './places';

/**
 * What happened, as typed: the EU 261 facts the public calculator and the new-contract flow ask
 * (durations in hours, `3.5`, `3,5` or `3:30`).
 */
export type FactsDraft = {
  disruption: string;
  delay_hours: string;
  notice_days: string;
  /** 'yes' when a replacement flight was offered. */
  rerouting: string;
  departed_earlier: string;
  arrived_later: string;
  reason: string;
};
export const emptyFacts: FactsDraft = {
  disruption: '',
  delay_hours: '',
  notice_days: '',
  rerouting: '',
  departed_earlier: '',
  arrived_later: '',
  reason: '',
};

/** A duration in hours as typed, in whole minutes: undefined when blank, NaN when it is none. */
export function parseHours(s: string): number | undefined {
  const text = s.trim();
  if (text === '') return undefined;
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const hours = parseEuros(text);
  return Number.isFinite(hours) && hours >= 0 ? Math.round(hours * 60) : NaN;
}

/** The facts of the request (without the flights), or field errors keyed like the draft. */
export function toFacts(
  d: FactsDraft,
): { value: Omit<EstimateRequest, 'legs' | 'disrupted_leg'> } | { errors: Errors } {
  const errors: Errors = {};
  const disruption = DISRUPTIONS.find((x) => x === d.disruption);
  if (!disruption) return { errors: { disruption: ['required'] } };
  const value: Omit<EstimateRequest, 'legs' | 'disrupted_leg'> = { disruption };
  const minutes = (key: keyof FactsDraft) => {
    const m = parseHours(d[key]);
    if (m === undefined) errors[key] = ['required'];
    else if (!Number.isFinite(m) || m > 10_080) errors[key] = ['invalid_value'];
    else return m;
    return undefined;
  };
  if (disruption === 'delay') value.arrival_delay_minutes = minutes('delay_hours');
  if (disruption === 'cancellation') {
    const days = Number(d.notice_days.trim());
    if (d.notice_days.trim() === '') errors.notice_days = ['required'];
    else if (!Number.isInteger(days) || days < 0 || days > 366) errors.notice_days = ['invalid_value'];
    else value.notice_days = days;
  }
  if (disruption !== 'delay') {
    if (d.rerouting === 'yes') {
      const departed = minutes('departed_earlier');
      const arrived = minutes('arrived_later');
      if (departed !== undefined && arrived !== undefined)
        value.rerouting = {
          departed_earlier_minutes: departed,
          arrived_later_minutes: arrived,
        } satisfies Rerouting;
    } else value.rerouting = null;
  }
  if (disruption !== 'denied_boarding') {
    const reason = ESTIMATE_REASONS.find((r) => r === d.reason);
    if (reason) value.reason = reason;
  }
  return Object.keys(errors).length ? { errors } : { value };
}

/** The API's field names → the draft's (a 422 of POST /estimate shown at the field typed). */
const DRAFT_KEYS: Record<string, keyof FactsDraft> = {
  arrival_delay_minutes: 'delay_hours',
  'rerouting.departed_earlier_minutes': 'departed_earlier',
  'rerouting.arrived_later_minutes': 'arrived_later',
};
export const toDraftErrors = (errors: Errors): Errors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [DRAFT_KEYS[k] ?? k, v]));

/** One flight as typed: each box's text and the code it stands for. */
export type LegDraft = { departure_airport: PlaceDraft; arrival_airport: PlaceDraft; carrier: PlaceDraft };
export const emptyLeg: LegDraft = {
  departure_airport: emptyPlace,
  arrival_airport: emptyPlace,
  carrier: emptyPlace,
};
const LEG_KEYS = ['departure_airport', 'arrival_airport', 'carrier'] as const;

/**
 * The flights as the contract wants them (the codes chosen or typed), or field errors: a box left
 * empty, or text that names no code (a city typed but no suggestion chosen).
 */
export function toLegs(legs: LegDraft[]): { value: EstimateLeg[] } | { errors: Errors } {
  const errors: Errors = {};
  const value = legs.map((leg, i) => {
    const codes = { departure_airport: '', arrival_airport: '', carrier: '' };
    for (const key of LEG_KEYS) {
      const { text, code } = leg[key];
      if (code) codes[key] = code;
      else
        errors[`legs.${i}.${key}`] = [
          text.trim() === '' ? 'required' : `eu261.form.choose_${key === 'carrier' ? 'airline' : 'airport'}`,
        ];
    }
    return codes;
  });
  return Object.keys(errors).length ? { errors } : { value };
}
