/**
 * The document figures: a 10 MB upload through the real server (multipart, type check, storage in
 * the database) in MB/s, and the time to build a passenger's assignment PDF and its signed copy
 * (pdf-lib), median of 10 each. Part of `npm run bench` (bench/run.ts); figures without budgets.
 */
import { eq } from 'drizzle-orm';
import { MAX_DOCUMENT_BYTES } from '../contract';
import { claims } from '../server/db/schema';
import { assignmentPdf, signedAssignmentPdf } from '../server/domain/signatures/assignment-pdf';
import { pdfOfSize, startTestServer, TestBrowser } from '../server/testing';
import { type Figure, median } from './figure';

const RUNS = 10;
const MB = 1024 * 1024;
/** A 1×1 PNG: the drawn signature's stand-in. */
const SIGNATURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function uploadFigure(): Promise<Figure> {
  const server = await startTestServer({ seed: true, rateLimitScale: 100 });
  try {
    const demo = new TestBrowser(server.url);
    if ((await demo.login('demo@example.com', 'Demo1234')).status !== 200)
      throw new Error('demo sign-in failed');
    const [claim] = await server.db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.caseNumber, 'FP-2026-104127'));
    if (!claim) throw new Error('the demo claim FP-2026-104127 is missing');
    const file = pdfOfSize(MAX_DOCUMENT_BYTES);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append('booking_confirmation', new Blob([new Uint8Array(file)]), `booking-${i}.pdf`);
      const ms = await time(async () => {
        const res = await demo.request('POST', `/claims/${claim.id}/documents`, { form });
        if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
      });
      times.push(ms);
    }
    const ms = median(times);
    return {
      key: 'documentUpload10MbMBps',
      label: 'Upload of a 10 MB PDF',
      value: Math.round((MAX_DOCUMENT_BYTES / MB / (ms / 1000)) * 10) / 10,
      unit: 'MB/s',
      better: 'higher',
      detail: `median of 3: ${Math.round(ms)} ms, type check and storage in the database included`,
    };
  } finally {
    await server.close();
  }
}

async function pdfFigures(): Promise<Figure[]> {
  const data = {
    locale: 'de_DE' as const,
    passengerName: 'Maria Muster',
    caseNumber: 'FP-2026-104127',
    airline: 'Lufthansa',
    flightNumber: 'LH1832',
    flightDate: '2026-08-14',
    route: 'MUC – BCN',
    createdAt: new Date('2026-08-20T09:12:00Z'),
  };
  await assignmentPdf(data); // warm-up: fonts and code paths
  const unsignedTimes: number[] = [];
  const signedTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let unsigned: Uint8Array = new Uint8Array();
    unsignedTimes.push(await time(async () => (unsigned = await assignmentPdf(data))));
    const mark = {
      method: 'drawn',
      png: SIGNATURE,
      signer: 'Maria Muster',
      minorName: null,
      at: new Date(),
    } as const;
    signedTimes.push(await time(() => signedAssignmentPdf(unsigned, 'de_DE', mark)));
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return [
    {
      key: 'assignmentPdfMs',
      label: 'Assignment PDF, built',
      value: round(median(unsignedTimes)),
      unit: 'ms',
      better: 'lower',
      detail: `median of ${RUNS}`,
    },
    {
      key: 'signedAssignmentPdfMs',
      label: 'Assignment PDF, signed (drawn signature)',
      value: round(median(signedTimes)),
      unit: 'ms',
      better: 'lower',
      detail: `median of ${RUNS}`,
    },
  ];
}

export async function measureDocuments(): Promise<Figure[]> {
  return [await uploadFigure(), ...(await pdfFigures())];
}
