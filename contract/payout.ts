import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  Cents,
  ClaimParams,
  ClaimPassengerParams,
  DateOnly,
  ErrorBody,
  Id,
  NonBlank,
  Text,
  Timestamp,
  recordResponses,
} from './common';
import { PasskeyAuthenticationResponse } from './passkeys';

/**
 * Payout details and settlement statements. Each passenger of a claim
 * names the bank account their share goes to; the API only ever shows it masked. Once a claim is
 * paid out, each passenger gets a settlement statement: the compensation received, the service
 * fee and its VAT, the net payout, the account and the date, in integer cents.
 */

/** A passenger's bank account as the API shows it: the IBAN masked (first and last four kept). */
export const PayoutAccount = z.object({
  holder: z.string(),
  /** e.g. `DE89 **** **** **** **30 00`. */
  iban_masked: z.string(),
  bic: z.string().nullable(),
  updated_at: Timestamp,
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

export const PassengerPayout = z.object({
  passenger_id: Id,
  name: z.string(),
  /** null until the passenger's payout details are set. */
  account: PayoutAccount.nullable(),
});
export type PassengerPayout = z.infer<typeof PassengerPayout>;

export const PayoutDetailsList = z.object({
  /** false once the claim is closed (paid out, rejected, withdrawn): the details are final. */
  editable: z.boolean(),
  passengers: z.array(PassengerPayout),
});
export type PayoutDetailsList = z.infer<typeof PayoutDetailsList>;

/**
 * Setting or changing a passenger's payout details: the account and a re-authentication (a changed
 * IBAN is the first thing a fraudster tries), either the account's current password or an
 * assertion of one of the user's own passkeys answering the challenge of POST
 * /user/passkeys/reauth/options (exactly one of the two). The IBAN is checked with its ISO 13616
 * checksum; an account outside the SEPA area needs its BIC.
 */
export const PayoutDetailsInput = z
  .object({
    holder: NonBlank(140),
    iban: Text(42).trim().min(1),
    /** ISO 9362, 8 or 11 characters; required outside SEPA. */
    bic: Text(11).trim().optional(),
    password: Text(200).min(1).optional(),
    /** `AuthenticationResponseJSON` of `navigator.credentials.get()` with the re-authentication options. */
    passkey: PasskeyAuthenticationResponse.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.password === undefined && input.passkey === undefined)
      ctx.addIssue({ code: 'invalid_type', expected: 'string', received: 'undefined', path: ['password'] });
    if (input.password !== undefined && input.passkey !== undefined)
      ctx.addIssue({ code: 'custom', message: 'password or passkey, not both', path: ['passkey'] });
  });
export type PayoutDetailsInput = z.infer<typeof PayoutDetailsInput>;

/** How every statement rounds (written on it): see SETTLEMENT_ROUNDING_RULE in the locales. */
export const SettlementRounding = z.literal('half_up_per_passenger');

export const SettlementStatement = z.object({
  passenger_id: Id,
  name: z.string(),
  /** The passenger's share of what the airline paid. */
  compensation: Cents,
  /** The service fee before VAT. */
  fee: Cents,
  /** The VAT on the fee. */
  vat: Cents,
  /** fee + vat. */
  fee_total: Cents,
  /** compensation − fee − vat: what went to the account. */
  net_payout: Cents,
  /** The account it went to (masked); null when the passenger named none. */
  account: z.object({ holder: z.string(), iban_masked: z.string() }).nullable(),
  paid_on: DateOnly,
});
export type SettlementStatement = z.infer<typeof SettlementStatement>;

/** A rate in basis points: 2500 = 25 %. */
export const BasisPoints = z.number().int().min(0).max(10_000);

export const Settlement = z.object({
  case_number: z.string(),
  fee_rate: BasisPoints,
  vat_rate: BasisPoints,
  rounding: SettlementRounding,
  statements: z.array(SettlementStatement),
});
export type Settlement = z.infer<typeof Settlement>;

export const SettlementDocument = z.object({ filename: z.string(), pdf_base64: z.string() });
export type SettlementDocument = z.infer<typeof SettlementDocument>;

const c = initContract();

export const payoutContract = c.router({
  details: {
    method: 'GET',
    path: '/claims/:claim_id/payout_details',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    responses: recordResponses({ 200: PayoutDetailsList }),
    summary: "Each passenger's payout account of one of the user's claims (IBAN masked)",
  },
  setDetails: {
    method: 'POST',
    path: '/claims/:claim_id/payout_details/:passenger_id',
    metadata: { access: 'session' } as const,
    pathParams: ClaimPassengerParams,
    body: PayoutDetailsInput,
    // 409 claim_closed / action_not_allowed: the claim's lifecycle refuses it (a closed claim, an
    // admin viewing as the owner); 429 too_many_attempts: the account is locked
    // (wrong current passwords and passkey assertions that do not verify count like failed
    // sign-ins); 422 wrong_password, iban, bic, or errors.passkey: challenge_expired (no pending
    // re-authentication: expired, used or another user's) or passkey_invalid (not one of the
    // user's passkeys, or an assertion that does not verify).
    responses: recordResponses({ 200: PassengerPayout, 409: ErrorBody, 429: ErrorBody }),
    summary:
      "Set or change a passenger's payout account (needs the current password or a passkey; mails the account's address)",
  },
  settlement: {
    method: 'GET',
    path: '/claims/:claim_id/settlement',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    // 409 settlement_unavailable: the claim is not paid out (or nothing was received).
    responses: recordResponses({ 200: Settlement, 409: ErrorBody }),
    summary: "Each passenger's settlement statement of a paid-out claim",
  },
  statementDocument: {
    method: 'GET',
    path: '/claims/:claim_id/settlement/:passenger_id/document',
    metadata: { access: 'session' } as const,
    pathParams: ClaimPassengerParams,
    responses: recordResponses({ 200: SettlementDocument, 409: ErrorBody }),
    summary: "A passenger's settlement statement as a PDF in the customer's language",
  },
});
