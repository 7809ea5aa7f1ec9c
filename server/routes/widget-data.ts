import { z } from 'zod';
import {
  CLAIM_PAGE_SIZE,
  decodeKeysetCursor,
  widgetDataPayloads,
  widgetSettings,
  type ClaimChanges,
  type PassengerDependents,
  type WidgetData,
} from '../../contract';
import { guardRequest, sessionActor } from '../domain/claim-access';
import { editClaim } from '../domain/claim-edit';
import { createCustomerClaim, newClaimErrors } from '../domain/claim-writes';
import { findClaim, listClaimPage } from '../domain/claims';
import type { SessionContext } from '../context';
import { check, type FieldErrors } from '../http-kit/validation';

/** What a widget's data handler answers: data, not found, or field errors. */
export type DataResult =
  | { status: 200; body: { data: WidgetData; cache_seconds?: number } }
  | { status: 404; body: { message: string } }
  | { status: 409; body: { message: string; dependents?: PassengerDependents[] } }
  | { status: 422; body: { message: string; errors: Record<string, string[]> } };

const notFound = { status: 404, body: { message: 'not_found' } } as const;
const invalid = (errors: Record<string, string[]>): DataResult => ({
  status: 422,
  body: { message: 'validation_failed', errors },
});

function parse<T extends z.ZodTypeAny>(
  schema: T,
  value: unknown,
): { ok: true; value: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsed = check(schema, value, errors, 'payload');
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: parsed as z.infer<T> };
}

/** A claim-list widget's status filter; settings it cannot read list every claim. */
function statusOf(raw: string) {
  try {
    return widgetSettings['claim-list'].pick({ status: true }).partial().safeParse(JSON.parse(raw)).data
      ?.status;
  } catch {
    return undefined;
  }
}

type Widget = { type: string; settings: string };

/** POST /widgets/data/:id per widget type; every claim is looked up for the session user only. */
export async function widgetData(
  widget: Widget,
  body: unknown,
  userId: number,
  ctx: SessionContext,
): Promise<DataResult> {
  switch (widget.type) {
    case 'claim-list': {
      const payload = parse(widgetDataPayloads['claim-list'], body);
      if (!payload.ok) return invalid(payload.errors);
      const status = statusOf(widget.settings);
      const { scope, cursor, per_page } = payload.value;
      const after = cursor === undefined ? undefined : decodeKeysetCursor(cursor);
      if (after === null) return invalid({ cursor: ['invalid_value'] });
      const page = await listClaimPage(ctx.db, {
        userId,
        ...(status && status !== 'all' ? { active: status === 'active' } : {}),
        ...(scope ? { scope } : {}),
        ...(after ? { after } : {}),
        perPage: per_page ?? CLAIM_PAGE_SIZE,
        principal: sessionActor(ctx.session).principal,
      });
      return { status: 200, body: { data: { type: 'claim-list', ...page } } };
    }
    case 'card':
    case 'stepper':
    case 'claim-edit': {
      const payload = parse(widgetDataPayloads[widget.type], body);
      if (!payload.ok) return invalid(payload.errors);
      const { claim_id } = payload.value;
      const changes = 'changes' in payload.value ? payload.value.changes : undefined;
      if (changes) return saveChanges(ctx, claim_id, changes);
      const checked = await guardRequest(ctx, claim_id, 'read');
      if (!checked.ok) return checked.answer;
      const claim = await findClaim(ctx.db, checked.claim.claim.userId, claim_id);
      return claim ? { status: 200, body: { data: { type: 'claim', claim } } } : notFound;
    }
    case 'create-claim': {
      const payload = parse(widgetDataPayloads['create-claim'], body);
      if (!payload.ok) return invalid(payload.errors);
      const input = payload.value.claim;
      const errors = newClaimErrors(input);
      if (Object.keys(errors).length > 0)
        return invalid(Object.fromEntries(Object.entries(errors).map(([k, v]) => [`claim.${k}`, v])));
      const claim = await createCustomerClaim(ctx.db, userId, input, ctx.now());
      return { status: 200, body: { data: { type: 'claim', claim } } };
    }
    default:
      return notFound;
  }
}

/** The claim editor's save: the claim's guard (`edit_details`), then the edit that keeps what depends on it. */
async function saveChanges(ctx: SessionContext, claimId: number, changes: ClaimChanges): Promise<DataResult> {
  const checked = await guardRequest(ctx, claimId, 'edit_details');
  if (!checked.ok) return checked.answer;
  const outcome = await editClaim(ctx, checked.claim, changes, {
    userId: ctx.session.user.id,
    adminId: ctx.session.viewAsAdminId,
  });
  if (outcome.kind === 'invalid')
    return invalid(Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [`changes.${k}`, v])));
  if (outcome.kind === 'has_dependents')
    return { status: 409, body: { message: 'passenger_has_dependents', dependents: outcome.dependents } };
  const claim = await findClaim(ctx.db, ctx.session.user.id, claimId);
  return claim ? { status: 200, body: { data: { type: 'claim', claim } } } : notFound;
}
