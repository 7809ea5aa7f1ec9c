import { z } from 'zod';
import { Id } from './common';
import { AirportCode, Claim, ClaimChanges, Disruption, Estimate, NewClaimInput, Scope } from './claim';
import type { WidgetType } from './widget-types';

/** claim-list: the session user's claims (settings `status` active|closed|all), optionally of one scope. */
export const ClaimListPayload = z.object({ scope: Scope.optional() });
/** card, stepper: one of the session user's claims (404 unless they own it). */
export const ClaimPayload = z.object({ claim_id: Id });
/** claim-edit: the claim, or with `changes` the claim saved (422 per field). */
export const ClaimEditPayload = ClaimPayload.extend({ changes: ClaimChanges.optional() });
/** create-claim: the EU 261 estimate of a flight problem. */
export const EstimatePayload = z.object({
  action: z.literal('estimate'),
  departure_airport: AirportCode,
  arrival_airport: AirportCode,
  disruption: Disruption.optional(),
  delay_hours: z.number().min(0).max(72).optional(),
});
/** create-claim: a new claim, answered with the stored claim (422 per field under `claim.`). */
export const CreateClaimPayload = z.object({ action: z.literal('create'), claim: NewClaimInput });
export const CreateClaimWidgetPayload = z.discriminatedUnion('action', [EstimatePayload, CreateClaimPayload]);

/** The payload each widget type with data accepts (POST /widgets/data/:widgetId); other types answer 404. */
export const widgetDataPayloads = {
  'claim-list': ClaimListPayload,
  card: ClaimPayload,
  stepper: ClaimPayload,
  'claim-edit': ClaimEditPayload,
  'create-claim': CreateClaimWidgetPayload,
} satisfies Partial<Record<WidgetType, z.ZodTypeAny>>;

export type WidgetDataPayload = z.infer<(typeof widgetDataPayloads)[keyof typeof widgetDataPayloads]>;
export type WidgetDataPayloadInput = z.input<(typeof widgetDataPayloads)[keyof typeof widgetDataPayloads]>;

/**
 * The body of POST /widgets/data/:widgetId: one of the payloads above. The path names the widget,
 * not its type, so the body is checked loosely here (keys pass through) and the server then parses
 * it with the widget's own payload, answering 422 per field.
 */
export const WidgetDataBody: z.ZodType<WidgetDataPayload, z.ZodTypeDef, WidgetDataPayloadInput> = z.union([
  ClaimListPayload.passthrough(),
  ClaimEditPayload.passthrough(),
  EstimatePayload.passthrough(),
  CreateClaimPayload.passthrough(),
]);

/** Data answers, told apart by `type`. */
export const ClaimListData = z.object({ type: z.literal('claim-list'), claims: z.array(Claim) });
export const ClaimData = z.object({ type: z.literal('claim'), claim: Claim });
export const EstimateData = z.object({ type: z.literal('estimate'), estimate: Estimate });
export const WidgetData = z.discriminatedUnion('type', [ClaimListData, ClaimData, EstimateData]);
export type WidgetData = z.infer<typeof WidgetData>;
