import { z } from 'zod';
import { ClaimStatus } from '../contract';
import type { StateDef } from './states';

/**
 * The events that push a notification on the realtime socket, one provider state each: the state
 * makes the event happen the way it happens in production (the back office's API call, the
 * co-passenger's signature through the mailed link, the new owner opening the transfer link), and
 * the message interaction of that event (pact/config.ts SOCKET_MESSAGES) is what the signed-in
 * owner's socket then receives. A provider that pushes a different payload for one of these events
 * (e.g. wraps it) fails that interaction.
 */
const caseNumber = z.string().describe('the claim (from "the user has a claim"), by its case number');

export const TRIGGER_STATES = {
  "the back office changes the claim's status": {
    params: z.object({ case_number: caseNumber, status: ClaimStatus.describe('the new status') }),
    setBy: 'provider',
    needs:
      'The back office moves the claim to this status (as POST /admin/claims/{claim_id}/status does): ' +
      "the owner's live sessions get the notification of a status change.",
  },
  'the back office asks for a document': {
    params: z.object({
      case_number: caseNumber,
      item: z.string().describe("a checklist item of the claim's scope, e.g. booking_or_boarding_pass"),
    }),
    setBy: 'provider',
    needs:
      'The back office asks the owner for this checklist item (as POST /admin/claims/{claim_id}/' +
      "document_request does): the owner's live sessions get the high-priority document request.",
  },
  'the back office asks for a signature': {
    params: z.object({
      case_number: caseNumber,
      passenger: z.string().describe("the passenger's full name (first and last), not signed yet"),
    }),
    setBy: 'provider',
    needs:
      "The back office tells the owner that this passenger's signature is missing (as POST " +
      "/admin/claims/{claim_id}/signature_request does): the owner's live sessions get the " +
      'high-priority signature request.',
  },
  'the back office sends a message': {
    params: z.object({ case_number: caseNumber, text: z.string().min(1).describe('the message') }),
    setBy: 'provider',
    needs:
      'The back office sends the owner this message on the claim (as POST /admin/claims/{claim_id}/' +
      "messages does): the owner's live sessions get its notification.",
  },
  'the back office opens a court case': {
    params: z.object({ case_number: caseNumber, reference: z.string().describe("the court's reference") }),
    setBy: 'provider',
    needs:
      'The back office records that legal proceedings started on the claim (as POST /admin/claims/' +
      "{claim_id}/court_case does): the owner's live sessions get its notification.",
  },
  'the co-passenger signs through the link': {
    params: z.object({ token: z.string().describe('the token of "a signature link is pending"') }),
    setBy: 'provider',
    needs:
      'The co-passenger signs through the mailed link (as POST /signature/{token} does, with a typed ' +
      "signature): the owner's live sessions get the news that a co-passenger signed.",
  },
  'the new owner accepts the claim transfer': {
    params: z.object({
      code: z.string().describe('the code of "a claim transfer is pending"'),
      two_factor_code: z.string().describe('its second code'),
    }),
    setBy: 'provider',
    needs:
      'Someone opens the transfer link (as GET /transfer_claim/{code}/{two_factor_code} does, in a ' +
      "browser signed in to nobody): the claim moves, and the former owner's live sessions get the " +
      'news that it moved.',
  },
} as const satisfies Record<string, StateDef>;
