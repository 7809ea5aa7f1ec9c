import { AddressedBrowser, pdfOfSize, TestBrowser } from '../../server/testing';

/**
 * The writes of the crash suite, through the real routes: new claims (the create-claim widget),
 * claim-transfer requests (a claim_transfers row and its mail), transfer acceptances (the
 * claim moves, the former owner gets a notification) and document uploads (files and their rows). Every write is recorded as acknowledged
 * (a complete 200 answer) or unacknowledged (in flight when the server died).
 */

/** A signed-in customer behind its own client address (the limits per client stay apart). */
export class Customer extends AddressedBrowser {
  transfers = 0;
  constructor(
    url: string,
    readonly email: string,
    ip: string,
  ) {
    super(url, ip);
  }
  send(method: string, path: string, body?: unknown) {
    return this.request(method, path, body === undefined ? {} : { body });
  }
}

export type Widgets = { create: number; card: number; list: number };

export type ClaimWrite = {
  kind: 'claim';
  owner: Customer;
  marker: string;
  id?: number;
  caseNumber?: string;
  /** The transfer asked for it, once one was. */
  transfer?: TransferWrite;
};
export type TransferWrite = {
  kind: 'transfer';
  claim: ClaimWrite & { id: number; caseNumber: string };
  to: string;
  /** The acceptance of this transfer, once one was tried. */
  accept?: AcceptWrite;
};
export type AcceptWrite = { kind: 'accept'; transfer: TransferWrite; acceptor: TestBrowser };
/** Files uploaded to a claim no transfer touches; their names start with `marker`. */
export type UploadWrite = { kind: 'upload'; claim: ClaimWrite & { id: number }; marker: string };
export type Write = ClaimWrite | TransferWrite | AcceptWrite | UploadWrite;
export type Recorded = { write: Write; acked: boolean; cycle: number };

export const PASSENGERS = 3;
/** Files per upload, and their size: large enough that kills land while files are stored. */
export const UPLOAD_FILES = 3;
const UPLOAD_BYTES = 1024 * 1024;

/** An unusable answer (neither a 200 nor a dropped connection): the suite fails on it. */
export class BadAnswer extends Error {}

export class Workload {
  readonly log: Recorded[] = [];
  private seq = 0;
  private turn = 0;
  /** Claims whose creation was acknowledged and that no transfer touched yet. */
  private idle: (ClaimWrite & { id: number; caseNumber: string })[] = [];
  /** Transfers whose request was acknowledged, waiting for their acceptance. */
  private requested: TransferWrite[] = [];
  /** Claims set aside for uploads (never transferred). */
  private uploadable: (ClaimWrite & { id: number })[] = [];

  constructor(
    readonly customers: Customer[],
    readonly widgets: Widgets,
    readonly origin: () => string,
    readonly run: string,
  ) {}

  /** Transfers requested per account at most (the per-account mail limit is 10 an hour). */
  static readonly TRANSFERS_PER_ACCOUNT = 8;

  /**
   * One cycle: `workers` clients write concurrently; the `killAt`-th acknowledged write calls
   * `kill` at once (the others are still in flight). Resolves when every request has ended.
   */
  async cycle(cycle: number, workers: number, killAt: number, kill: () => void) {
    let acked = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    const worker = async () => {
      while (inFlightAtKill < 0) {
        const write = this.next();
        inFlight++;
        const ok = await this.perform(write).finally(() => inFlight--);
        this.log.push({ write, acked: ok, cycle });
        if (ok && ++acked === killAt) {
          inFlightAtKill = inFlight;
          kill();
        }
        if (!ok) return;
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
    return { acked, inFlightAtKill };
  }

  private next(): Write {
    const kind = this.turn++ % 4;
    if (kind === 3) {
      if (this.uploadable.length < 2 && this.idle.length > 0) this.uploadable.push(this.idle.shift()!);
      const claim = this.uploadable[this.seq % Math.max(this.uploadable.length, 1)];
      if (claim) return { kind: 'upload', claim, marker: `U${this.run}x${++this.seq}` };
    }
    if (kind === 2 && this.requested.length > 0) {
      const transfer = this.requested.shift()!;
      transfer.accept = { kind: 'accept', transfer, acceptor: new TestBrowser(this.origin()) };
      return transfer.accept;
    }
    const i = this.idle.findIndex((c) => c.owner.transfers < Workload.TRANSFERS_PER_ACCOUNT);
    if (kind >= 1 && i >= 0) {
      const [claim] = this.idle.splice(i, 1);
      claim!.owner.transfers++;
      const transfer: TransferWrite = {
        kind: 'transfer',
        claim: claim!,
        to: `to-${this.run}-${++this.seq}@example.com`,
      };
      claim!.transfer = transfer;
      return transfer;
    }
    const owner = this.customers[this.seq % this.customers.length]!;
    return { kind: 'claim', owner, marker: `M${this.run}x${++this.seq}` };
  }

  /** Sends one write; true when it was acknowledged, false when the connection dropped. */
  private async perform(w: Write): Promise<boolean> {
    try {
      if (w.kind === 'claim') {
        const res = await w.owner.send('POST', `/widgets/data/${this.widgets.create}`, {
          action: 'create',
          claim: newClaim(w.marker),
        });
        expectOk(res, 'create claim');
        const claim = (res.json as { data: { claim: { id: number; case_number: string } } }).data.claim;
        const done = Object.assign(w, { id: claim.id, caseNumber: claim.case_number });
        this.idle.push(done);
        return true;
      }
      if (w.kind === 'transfer') {
        const res = await w.claim.owner.send('POST', '/claim_transfer', {
          email: w.to,
          claim_id: w.claim.id,
          widget_id: null,
        });
        expectOk(res, 'request transfer');
        this.requested.push(w);
        return true;
      }
      if (w.kind === 'upload') {
        const form = new FormData();
        for (let i = 0; i < UPLOAD_FILES; i++)
          form.append(
            'boarding_pass',
            new Blob([new Uint8Array(pdfOfSize(UPLOAD_BYTES))]),
            `${w.marker}-${i}.pdf`,
          );
        const res = await w.claim.owner.request('POST', `/claims/${w.claim.id}/documents`, { form });
        expectOk(res, 'upload documents');
        return true;
      }
      const link = await transferLink(this.origin(), w.transfer.to);
      const res = await w.acceptor.get(link);
      expectOk(res, 'accept transfer');
      return true;
    } catch (e) {
      if (e instanceof BadAnswer) throw e;
      return false; // the connection dropped: unacknowledged
    }
  }

  /** Unacknowledged accepts whose transfer is still pending are tried again in a later cycle. */
  retryPending(transfer: TransferWrite) {
    this.requested.push(transfer);
  }
}

function expectOk(res: { status: number; text: string }, what: string) {
  if (res.status !== 200) throw new BadAnswer(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
}

export function newClaim(marker: string) {
  return {
    scope: 'fairplane',
    flight: {
      airline: 'Lufthansa',
      airline_code: 'LH',
      flight_number: 'LH400',
      flight_date: '2026-09-01',
      departure_airport: 'FRA',
      arrival_airport: 'JFK',
    },
    passengers: Array.from({ length: PASSENGERS }, (_, i) => ({
      first_name: `P${i}`,
      last_name: marker,
      email: null,
    })),
    disruption: 'delay',
    delay_hours: 5,
  };
}

/** The mailed transfer links to `to` in the development mailbox (paths below the origin). */
export async function transferLinks(origin: string, to: string): Promise<string[]> {
  const res = await fetch(`${origin}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  if (res.status !== 200) throw new BadAnswer(`mailbox: ${res.status}`);
  const mails = (await res.json()) as { links: string[] }[];
  return mails.flatMap((m) =>
    m.links.filter((l) => l.includes('/transfer_claim/')).map((l) => new URL(l).pathname),
  );
}

async function transferLink(origin: string, to: string): Promise<string> {
  const [link] = await transferLinks(origin, to);
  if (!link) throw new BadAnswer(`no transfer mail to ${to} although its request was acknowledged`);
  return link;
}
