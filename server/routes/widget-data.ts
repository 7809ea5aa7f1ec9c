import { z } from 'zod';
import {
  CLAIM_PAGE_SIZE,
  decodeKeysetCursor,
  widgetDataPayloads,
  widgetSettings,
  type WidgetData,
} from '../../contract';
import { createCustomerClaim, newClaimErrors, updateCustomerClaim } from '../domain/claim-writes';
import { findClaim, listClaimPage } from '../domain/claims';
import type { RequestContext } from '../context';
import { check, type FieldErrors } from '../http-kit/validation';

/** What a widget's data handler answers: data, not found, or field errors. */
export type DataResult =
  | { status: 200; body: { data: WidgetData; cache_seconds?: number } }
  | { status: 404; body: { message: string } }
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
  ctx: RequestContext,
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
      const claim = changes
        ? await updateCustomerClaim(ctx.db, userId, claim_id, changes)
        : await findClaim(ctx.db, userId, claim_id);
      if (claim === 'closed') return invalid({ claim_id: ['invalid_value'] });
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
