import { z } from 'zod';
import { Cents, DateOnly, Timestamp } from './common';

export const SCOPES = ['fairplane', 'ticket_refund', 'luggage_refund'] as const;
export const Scope = z.enum(SCOPES);
export type Scope = z.infer<typeof Scope>;

export const CLAIM_STATUSES = [
  'submitted',
  'in_review',
  'accepted',
  'airline_contacted',
  'paid_out',
  'rejected',
  'withdrawn',
] as const;
export const ClaimStatus = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

/** IATA codes: airline two characters, airport three letters. */
export const AirlineCode = z.string().regex(/^[A-Z0-9]{2}$/);
export const AirportCode = z.string().regex(/^[A-Z]{3}$/);

export const Passenger = z.object({
  first_name: z.string().min(1).max(100),
  last_name: z.string().min(1).max(100),
  email: z.string().email().max(254).nullable(),
});

export const Flight = z.object({
  airline: z.string().min(1).max(100),
  airline_code: AirlineCode,
  flight_number: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/),
  flight_date: DateOnly,
  departure_airport: AirportCode,
  arrival_airport: AirportCode,
});

/** A claim, called a "contract" on screen (DESIGN §4). Money in cents. */
export const Claim = z.object({
  id: z.number().int(),
  case_number: z.string(),
  scope: Scope,
  status: ClaimStatus,
  status_history: z.array(z.object({ status: ClaimStatus, at: Timestamp })),
  active: z.boolean(),
  passengers: z.array(Passenger),
  flight: Flight,
  policy_number: z.string().nullable(),
  product: z.string().nullable(),
  amount: Cents.nullable(),
  claim_amount: Cents.nullable(),
  invoice_amount: Cents.nullable(),
  payout: Cents.nullable(),
  valid_from: DateOnly.nullable(),
  valid_to: DateOnly.nullable(),
  created_at: Timestamp,
});
export type Claim = z.infer<typeof Claim>;
