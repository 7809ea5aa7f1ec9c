import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { TIMELINE_EVENT_KINDS, type EventActor, type EventDetail } from '../../../contract';
import { claimRef } from './claims';
import { ts } from './columns';

/**
 * Timeline events of a claim that no other table holds (documents, signatures, messages, the
 * customer's airline reports), written by recordClaimEvent (server/domain/claim-events.ts).
 */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: claimRef(),
    kind: text('kind', { enum: TIMELINE_EVENT_KINDS }).notNull(),
    actor: text('actor').$type<EventActor>().notNull(),
    detail: jsonb('detail').$type<EventDetail>().notNull().default({}),
    at: ts('at').notNull(),
  },
  (t) => [
    index('claim_events_claim_id').on(t.claimId),
    check('claim_events_kind', sql.raw(`kind in (${TIMELINE_EVENT_KINDS.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
