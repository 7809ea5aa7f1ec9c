import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../contract';
import { pushedNotification } from '../../src/api/notifications';
import type { SocketMessage } from '../config';
import { newPact, state, type GivenState } from './pact';

/**
 * What the realtime socket pushes for each event that tells a customer something (SPEC §9's
 * priorities: high when the customer has to act, medium for news about the claim's course, low
 * for a co-passenger's signature). Each message comes after the provider state that makes its
 * event happen the way it happens in production (pact/notification-triggers.ts), on the socket of
 * the signed-in customer the event concerns; the SPA's data layer takes it as a notification.
 */
const { eachLike, integer, nullValue, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const NEW_OWNER = 'new-owner@example.com';
const CASE = 'FP-2026-560100';
const CO_TOKEN = 'Nt4kP2wQ9zX4vB6nM1cL8dF3hJ5rT0yE2aU7iO9pW4s';
const TRANSFER = { code: 'Nt3vR8tY2wX5nB7mK9pL1cD4fG6hJ0sA2eU8iO3yT5r', two_factor_code: '731904' };
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
const claim = state('the user has a claim', {
  email: DEMO.email,
  claim_id: 5601,
  case_number: CASE,
  scope: 'fairplane',
});
const socket = state("the user's realtime socket is connected", {});
const coPassenger = [
  state("the claim's passengers are", {
    claim_id: 5601,
    passengers: [
      { id: 5611, first_name: 'Maria', last_name: 'Muster', email: DEMO.email },
      { id: 5612, first_name: 'Jan', last_name: 'Jansen', email: null },
    ],
  }),
  state('a signature link is pending', {
    claim_id: 5601,
    passenger_id: 5612,
    email: 'jan@example.com',
    token: CO_TOKEN,
    locale: 'nl_NL',
  }),
];

/** The claim's page in the portal: where a notification about a claim leads. */
const CLAIM_PAGE = regex(
  '^/contract/(fairplane|ticket_refund|luggage_refund)/\\d+$',
  '/contract/fairplane/5601',
);

type Trigger = {
  message: SocketMessage;
  /** What must exist first (besides the signed-in owner with the claim and the open socket). */
  before?: GivenState[];
  event: GivenState;
  priority: Notification['priority'];
  /** Whether the notification leads to the claim's page (properties.actions). */
  toClaim: boolean;
};

const TRIGGERS: Trigger[] = [
  {
    message: 'the notification of a status change',
    event: state("the back office changes the claim's status", { case_number: CASE, status: 'in_review' }),
    priority: 'medium',
    toClaim: true,
  },
  {
    message: 'the notification of a document request',
    event: state('the back office asks for a document', {
      case_number: CASE,
      item: 'booking_or_boarding_pass',
    }),
    priority: 'high',
    toClaim: true,
  },
  {
    message: 'the notification of a signature request',
    event: state('the back office asks for a signature', { case_number: CASE, passenger: 'Maria Muster' }),
    priority: 'high',
    toClaim: true,
  },
  {
    message: 'the notification of a message from the claims service',
    event: state('the back office sends a message', {
      case_number: CASE,
      text: 'The airline answered.',
    }),
    priority: 'medium',
    toClaim: true,
  },
  {
    message: 'the notification of a court case',
    event: state('the back office opens a court case', { case_number: CASE, reference: '12 C 345/26' }),
    priority: 'medium',
    toClaim: true,
  },
  {
    message: 'the notification that a co-passenger signed',
    before: coPassenger,
    event: state('the co-passenger signs through the link', { token: CO_TOKEN }),
    priority: 'low',
    toClaim: true,
  },
  {
    message: 'the notification that the claim moved to another account',
    before: [state('a claim transfer is pending', { claim_id: 5601, email: NEW_OWNER, ...TRANSFER })],
    event: state('the new owner accepts the claim transfer', TRANSFER),
    priority: 'medium',
    toClaim: false,
  },
];

const pact = newPact();

describe('the realtime socket: one notification per event (asynchronous messages)', () => {
  it.each(TRIGGERS)('$message', ({ message, before = [], event, priority, toClaim }) =>
    [user, claim, ...before, signedIn, socket, event]
      .reduce((m, s) => m.given(s.name, s.params), pact.addAsynchronousInteraction())
      .expectsToReceive(message, (m) =>
        m.withJSONContent({
          id: integer(1),
          priority,
          subject: string('Your claim FP-2026-560100'),
          content: string('There is news about your claim.'),
          read_at: nullValue(),
          created_at: regex(ISO, '2026-01-01T09:00:00.000Z'),
          properties: toClaim ? { actions: eachLike({ label: string('Open'), url: CLAIM_PAGE }) } : {},
        }),
      )
      .executeTest(async ({ contents }) => {
        const pushed = pushedNotification(contents.content);
        expect(pushed).toMatchObject({ priority, read_at: null });
        expect(pushed?.properties.actions?.[0]?.url).toBe(toClaim ? '/contract/fairplane/5601' : undefined);
      }),
  );
});
