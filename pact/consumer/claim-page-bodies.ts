import { MatchersV3 } from '@pact-foundation/pact';
import { localeMatcher } from './pact';

/**
 * The answer parts of GET /claims/{id}/page as the claim page's panels read them
 * (claim-page.pact.test.ts): each is the shape of that part's own call.
 */

const { boolean, eachLike, integer, nullValue, regex, string } = MatchersV3;

// Example ids: the payout-accounts state picks its own and answers it (claimId).
export const CLAIM_ID = 5601;
export const PASSENGER_ID = 5611;
export const CASE = 'FP-2026-560100';

export const TIME = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  '2026-01-02T10:00:00.000Z',
);
export const DAY = regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-03-11');
export const MASKED = regex('^[A-Z]{2}\\d{2}( [*A-Z0-9]{1,4})+$', 'DE89 **** **** **** **30 00');
export const WORD = (example: string) => regex('^[a-z_]+$', example);

export const passenger = (id: number, first: string, email: string | null) => ({
  id: integer(id),
  first_name: string(first),
  last_name: string('Muster'),
  email: email === null ? nullValue() : string(email),
});
export const flight = {
  airline: string('Lufthansa'),
  airline_code: string('LH'),
  flight_number: string('LH1832'),
  flight_date: DAY,
  departure_airport: string('MUC'),
  arrival_airport: string('BCN'),
};
/** A claim as its card and status history read it; `insured`: with a policy and amounts (else null). */
export const claimBody = (o: { status: string; active: boolean; insured: boolean; passengers: unknown }) => ({
  id: integer(CLAIM_ID),
  case_number: string(CASE),
  scope: 'fairplane',
  status: o.status,
  status_history: eachLike({ status: WORD('submitted'), at: TIME }),
  active: o.active,
  passengers: o.passengers,
  flight,
  connecting_flights: [],
  policy_number: o.insured ? string('POL-2026-0815') : nullValue(),
  product: o.insured ? string('Flight delay protection') : nullValue(),
  amount: o.insured ? integer(25000) : nullValue(),
  claim_amount: o.insured ? integer(25000) : nullValue(),
  invoice_amount: o.insured ? integer(1990) : nullValue(),
  payout: o.insured ? integer(25000) : nullValue(),
  valid_from: o.insured ? DAY : nullValue(),
  valid_to: o.insured ? DAY : nullValue(),
  created_at: TIME,
});
/** A passenger's signature state as the signatures panel reads it. */
export const signature = (id: number, role: string, signed: boolean) => ({
  passenger_id: integer(id),
  name: string('Maria Muster'),
  role,
  status: signed ? 'signed' : 'unsigned',
  email: nullValue(),
  locale: localeMatcher('en_GB'),
  requested_at: nullValue(),
  reminded_at: nullValue(),
  signed_at: signed ? TIME : nullValue(),
  method: nullValue(),
  assignment_sha256: nullValue(),
  document_sha256: nullValue(),
});
export const account = {
  holder: string('Maria Muster'),
  iban_masked: MASKED,
  bic: nullValue(),
  updated_at: TIME,
};
export const documents = (closed: boolean, missing: boolean) => ({
  claim_id: integer(CLAIM_ID),
  closed,
  checklist: eachLike({
    item: WORD('booking_or_boarding_pass'),
    kinds: eachLike(WORD('boarding_pass')),
    required: boolean(true),
    done: boolean(!missing),
  }),
  missing: missing ? eachLike(WORD('booking_or_boarding_pass')) : [],
  documents: missing
    ? []
    : eachLike({
        id: integer(7601),
        kind: WORD('boarding_pass'),
        file_name: string('boarding-pass.pdf'),
        content_type: regex('^(application/pdf|image/jpeg|image/png)$', 'application/pdf'),
        size: integer(1),
        created_at: TIME,
      }),
});
export const transfer = (email: string | null) => ({
  claim_id: integer(CLAIM_ID),
  scope: 'fairplane',
  widget_id: nullValue(),
  passenger: string('Maria Muster'),
  case_number: string(CASE),
  email: email === null ? nullValue() : string(email),
  status: email === null ? 'none' : 'requested',
});
export const event = (id: string, kind: unknown, actor: unknown, detail: Record<string, unknown>) => ({
  id: string(id),
  kind,
  at: TIME,
  actor,
  detail,
});
export const statement = (id: number, name: string, withAccount: boolean) => ({
  passenger_id: integer(id),
  name: string(name),
  compensation: integer(25000),
  fee: integer(6250),
  vat: integer(1188),
  fee_total: integer(7438),
  net_payout: integer(17562),
  account: withAccount ? { holder: string('Maria Muster'), iban_masked: MASKED } : nullValue(),
  paid_on: DAY,
});
