import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Prints the mutation score per folder and the surviving mutants from Stryker's JSON report
 * (reports/mutation/mutation.json, written by `npm run test:mutation`). With `--bench` it also
 * records each measured folder's figures in bench/mutation.json (folders not in this run keep
 * their last figures; `--minutes=N` adds how long the run took). Score = (killed + timeout) / (killed + timeout + survived + no coverage),
 * Stryker's own definition; compile and runtime errors and ignored mutants do not count.
 */
const REPORT = 'reports/mutation/mutation.json';
const BENCH = 'bench/mutation.json';
const FOLDERS = ['machines', 'contract', 'server/auth', 'src/api'];

type Position = { line: number; column: number };
type Mutant = {
  mutatorName: string;
  replacement?: string;
  location: { start: Position; end: Position };
  status: string;
};
type Report = { files: Record<string, { source: string; mutants: Mutant[] }> };
type Counts = { killed: number; timeout: number; survived: number; noCoverage: number; errors: number };
type Figures = Counts & { score: number | null; mutants: number };

const empty = (): Counts => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 });

function count(counts: Counts, status: string) {
  if (status === 'Killed') counts.killed++;
  else if (status === 'Timeout') counts.timeout++;
  else if (status === 'Survived') counts.survived++;
  else if (status === 'NoCoverage') counts.noCoverage++;
  else if (status === 'CompileError' || status === 'RuntimeError') counts.errors++;
}

function figures(c: Counts): Figures {
  const detected = c.killed + c.timeout;
  const valid = detected + c.survived + c.noCoverage;
  const score = valid === 0 ? null : Math.round((detected / valid) * 10_000) / 100;
  return { ...c, score, mutants: valid + c.errors };
}

/** The mutated text, one line, at most 60 characters. */
function original(source: string, { start, end }: Mutant['location']) {
  const lines = source.split('\n').slice(start.line - 1, end.line);
  if (lines.length === 0) return '';
  lines[lines.length - 1] = lines[lines.length - 1]!.slice(0, end.column - 1);
  lines[0] = lines[0]!.slice(start.column - 1);
  return short(lines.join('\n'));
}

const short = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
};

if (!existsSync(REPORT)) {
  console.error(`${REPORT} not found: run \`npm run test:mutation\` first.`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
const perFolder = new Map<string, Counts>();
const total = empty();
const survivors: string[] = [];
for (const [file, { source, mutants }] of Object.entries(report.files)) {
  const folder = FOLDERS.find((f) => file.startsWith(`${f}/`)) ?? 'other';
  const counts = perFolder.get(folder) ?? empty();
  perFolder.set(folder, counts);
  for (const mutant of mutants) {
    count(counts, mutant.status);
    count(total, mutant.status);
    if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
      const { line, column } = mutant.location.start;
      const change = `${original(source, mutant.location)} -> ${short(mutant.replacement ?? '')}`;
      survivors.push(`${file}:${line}:${column} ${mutant.status} ${mutant.mutatorName}: ${change}`);
    }
  }
}

const rows = [...perFolder].map(([folder, counts]) => [folder, figures(counts)] as const);
const pad = (value: unknown, width: number) => String(value ?? '-').padStart(width);
console.info(`\nfolder        score  killed timeout survived nocover errors`);
for (const [folder, f] of [...rows, ['all', figures(total)] as const]) {
  console.info(
    `${folder.padEnd(12)}${pad(f.score, 7)}${pad(f.killed, 8)}${pad(f.timeout, 8)}${pad(f.survived, 9)}${pad(f.noCoverage, 8)}${pad(f.errors, 7)}`,
  );
}
console.info(`\nSurviving mutants (${survivors.length}):`);
for (const line of survivors) console.info(`  ${line}`);

if (process.argv.includes('--bench')) {
  const bench = existsSync(BENCH) ? (JSON.parse(readFileSync(BENCH, 'utf8')) as Record<string, unknown>) : {};
  const folders = { ...((bench.folders as Record<string, unknown>) ?? {}) };
  const date = new Date().toISOString().slice(0, 10);
  const minutesArg = process.argv.find((arg) => arg.startsWith('--minutes='));
  const minutes = minutesArg ? Number(minutesArg.slice('--minutes='.length)) : undefined;
  for (const [folder, f] of rows)
    folders[folder] = { date, ...f, ...(minutes === undefined ? {} : { minutes }) };
  const targets = { machines: 85, 'server/auth': 85, 'src/api': 85, overall: 75 };
  const next = { ...bench, targets, folders };
  writeFileSync(BENCH, `${JSON.stringify(next, null, 2)}\n`);
  console.info(`\nRecorded in ${BENCH}.`);
}
