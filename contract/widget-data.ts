import { z } from 'zod';
import { Id, Text } from './common';
import { Claim, ClaimChanges, NewClaimInput } from './claim';
import { ClaimListData, ClaimListPayload } from './claim-list';
import type { WidgetType } from './widget-types';

/** card, stepper: one of the session user's claims (404 unless they own it). */
export const ClaimPayload = z.object({ claim_id: Id });
/** claim-edit: the claim, or with `changes` the claim saved (422 per field). */
export const ClaimEditPayload = ClaimPayload.extend({ changes: ClaimChanges.optional() });
/** create-claim: a new claim, answered with the stored claim (422 per field under `claim.`). */
export const CreateClaimPayload = z.object({ action: z.literal('create'), claim: NewClaimInput });
/** create-claim's only action; its EU 261 estimate comes from the public POST /estimate (contract/estimate.ts). */
export const CreateClaimWidgetPayload = CreateClaimPayload;

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
  // Any bounded string as a cursor here: the claim list's payload names a bad one at `cursor`.
  ClaimListPayload.extend({ cursor: Text(200).optional() }).passthrough(),
  ClaimEditPayload.passthrough(),
  CreateClaimPayload.passthrough(),
]);

/** Data answers, told apart by `type`. */
export const ClaimData = z.object({ type: z.literal('claim'), claim: Claim });
export const WidgetData = z.discriminatedUnion('type', [ClaimListData, ClaimData]);
export type WidgetData = z.infer<typeof WidgetData>;
