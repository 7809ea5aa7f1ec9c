import type {
  ClaimStage,
  ClaimStatus,
  DayRange,
  NextStep,
  OpenTask,
  Scope,
  TimelineEvent,
  WaitingOn,
} from '../../contract';
import type { Db } from '../db/db';

/** What a status means for the customer: whom the claim waits on, what comes next, how long that usually takes. */
type StageRow = { waiting_on: WaitingOn; next_step: NextStep; usual_duration: DayRange | null };

const days = (min_days: number, max_days: number): DayRange => ({ min_days, max_days });
const closed: StageRow = { waiting_on: 'nobody', next_step: 'none', usual_duration: null };

/**
 * One row per status (the SPA words each). An airline has to answer within its own deadlines,
 * usually two to eight weeks; the claims service reviews within days.
 */
export const STAGES: Record<ClaimStatus, StageRow> = {
  submitted: { waiting_on: 'service', next_step: 'review', usual_duration: days(1, 5) },
  in_review: { waiting_on: 'service', next_step: 'decision', usual_duration: days(3, 14) },
  accepted: { waiting_on: 'service', next_step: 'contact_airline', usual_duration: days(2, 7) },
  airline_contacted: { waiting_on: 'airline', next_step: 'airline_answer', usual_duration: days(14, 56) },
  paid_out: closed,
  rejected: closed,
  withdrawn: closed,
};

/** After the customer reports a direct payment, the service checks it before anything else. */
const DIRECT_PAYMENT: StageRow = {
  waiting_on: 'service',
  next_step: 'check_direct_payment',
  usual_duration: days(2, 7),
};

/**
 * A court case (legal proceedings about EU 261 compensation, usually at the local court of the
 * departure airport): a first-instance judgment usually comes three months to a year after filing.
 */
const COURT_DURATION = days(90, 365);

/** The claim an open-task provider looks at. */
export type StageClaim = { id: number; userId: number; scope: Scope; status: ClaimStatus; active: boolean };

/**
 * A source of open tasks: what must still be done before the claim can go on.
 *
 * HOW TO PLUG IN (documents, signatures): register a provider once at module load, e.g. in
 * server/domain/documents.ts
 *
 *   registerOpenTasks(async (db, claim) =>
 *     (await missingDocuments(db, claim)).map((type) => ({
 *       kind: 'document_missing', waiting_on: 'customer', name: type,
 *     })),
 *   );
 *
 * and for signatures one task per unsigned passenger: `waiting_on: 'customer'` for the owner and
 * the minors they sign for, `'co_passenger'` for an adult who signs through the mailed link. A
 * task waiting on the customer puts the stage on "waiting on you", one waiting on a co-passenger
 * on "waiting on a co-passenger" (the customer's own tasks come first); a `court_case` task
 * waiting on `court` (legal proceedings) on "waiting on a court". Providers are asked only
 * while the claim is active; make sure the module that registers is imported by the server
 * (server/routes/index.ts imports the handlers that import it).
 */
export type OpenTaskProvider = (db: Db, claim: StageClaim) => Promise<OpenTask[]>;

const providers: OpenTaskProvider[] = [];

/** Adds a provider of open tasks; returns the function that removes it again (tests). */
export function registerOpenTasks(provider: OpenTaskProvider): () => void {
  providers.push(provider);
  return () => {
    const i = providers.indexOf(provider);
    if (i >= 0) providers.splice(i, 1);
  };
}

/** Every registered provider's tasks for this claim (none once it is closed). */
export async function openTasks(db: Db, claim: StageClaim): Promise<OpenTask[]> {
  if (!claim.active) return [];
  const lists = await Promise.all(providers.map((p) => p(db, claim)));
  return lists.flat();
}

/** The customer's own tasks come first, then a co-passenger's, then a court's. */
const TASK_ORDER: WaitingOn[] = ['customer', 'co_passenger', 'court'];

function taskStep(task: OpenTask): NextStep {
  if (task.kind === 'court_case') return 'court_decision';
  if (task.kind === 'document_missing') return 'provide_documents';
  return task.waiting_on === 'co_passenger' ? 'co_passenger_signature' : 'sign_assignment';
}

/**
 * The stage at the top of the timeline: the status's row of STAGES, unless an open task or the
 * customer's report of a direct payment says whom the active claim waits on.
 */
export function claimStage(
  claim: Pick<StageClaim, 'status' | 'active'>,
  tasks: OpenTask[],
  events: Pick<TimelineEvent, 'kind'>[],
): ClaimStage {
  const base = { status: claim.status, active: claim.active, open_tasks: tasks };
  if (!claim.active) return { ...base, ...STAGES[claim.status] };
  // The customer says the airline paid them: the service checks that before anything else.
  const lastReport = events
    .filter((e) => e.kind === 'airline_contacted' || e.kind === 'airline_paid_directly')
    .at(-1);
  if (lastReport?.kind === 'airline_paid_directly') return { ...base, ...DIRECT_PAYMENT };
  const first = TASK_ORDER.map((who) => tasks.find((t) => t.waiting_on === who)).find(Boolean);
  if (first)
    return {
      ...base,
      waiting_on: first.waiting_on,
      next_step: taskStep(first),
      // The customer's and a co-passenger's steps take as long as they take; a court's has a usual time.
      usual_duration: first.kind === 'court_case' ? COURT_DURATION : null,
    };
  return { ...base, ...STAGES[claim.status] };
}
