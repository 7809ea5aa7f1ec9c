import type { EstimateRequest, EstimateStepCode } from '../../contract';

/** The shape of a worked case and the builders of their requests (server/domain/eu261.cases.ts). */

export type WorkedCase = {
  name: string;
  /** The article or judgment the expected answer follows from. */
  source: string;
  input: EstimateRequest;
  /** Euro cents per passenger. */
  amount: number;
  steps: EstimateStepCode[];
  /** The great-circle distance of the journey judged, where the case turns on it (within 1 %). */
  about_km?: number;
};

export const leg = (departure_airport: string, arrival_airport: string, carrier: string) => ({
  departure_airport,
  arrival_airport,
  carrier,
});
export const delay = (
  legs: EstimateRequest['legs'],
  minutes: number,
  extra: Partial<EstimateRequest> = {},
) => ({
  legs,
  disruption: 'delay' as const,
  arrival_delay_minutes: minutes,
  ...extra,
});
export const cancelled = (
  legs: EstimateRequest['legs'],
  notice_days: number,
  rerouting: { departed_earlier_minutes: number; arrived_later_minutes: number } | null,
  extra: Partial<EstimateRequest> = {},
) => ({ legs, disruption: 'cancellation' as const, notice_days, rerouting, ...extra });
export const denied = (legs: EstimateRequest['legs'], extra: Partial<EstimateRequest> = {}) => ({
  legs,
  disruption: 'denied_boarding' as const,
  ...extra,
});
