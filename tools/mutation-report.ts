import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import mutation from './mutation-folders.json';

/**
 * Prints the mutation score per folder and the surviving mutants from Stryker's JSON report
 * (reports/mutation/mutation.json, written by `npm run test:mutation`). With `--bench` it also
 * records the figures in bench/mutation.json (see recordBench; `--minutes=N` adds how long the run took). Score = (killed + timeout) / (killed + timeout + survived + no coverage),
 * Stryker's own definition; compile and runtime errors and ignored mutants do not count.
 */
const { folders: FOLDERS, notMutated, withoutMutants } = mutation;
const REPORT = 'reports/mutation/mutation.json';
const BENCH = 'bench/mutation.json';

type Position = { line: number; column: number };
type Mutant = {
  mutatorName: string;
  replacement?: string;
  location: { start: Position; end: Position };
  status: string;
};
type Report = { files: Record<string, { source: string; mutants: Mutant[] }> };
type Counts = { killed: number; timeout: number; survived: number; noCoverage: number; errors: number };
const KEYS = ['killed', 'timeout', 'survived', 'noCoverage', 'errors'] as const;
type FileFigures = Counts & { date: string };
type FolderFigures = Figures & { unmeasured?: string[] };
type Bench = {
  folders?: Record<string, FolderFigures>;
  files?: Record<string, FileFigures>;
  runs?: { date: string; files: number; minutes?: number }[];
};
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

if (process.argv.includes('--bench')) recordBench();

/**
 * bench/mutation.json keeps the figures per mutated file, each from the last run that mutated it,
 * so a folder too slow for one run (server/auth) can be measured file by file
 * (`MUTATE=server/auth npx stryker run --mutate server/auth/lockout.ts`). A folder's figures are
 * the sum over its files; `unmeasured` names the files no run has measured yet, and the folder (and
 * the overall figure) has no score until every file is measured. Stryker leaves a file it finds
 * nothing to mutate in out of its report (`withoutMutants` in mutation-folders.json names those). A folder measured before figures
 * were kept per file keeps its whole-folder figures until a run measures one of its files.
 */
function recordBench() {
  const bench = existsSync(BENCH) ? (JSON.parse(readFileSync(BENCH, 'utf8')) as Bench) : {};
  const date = new Date().toISOString().slice(0, 10);
  const minutesArg = process.argv.find((arg) => arg.startsWith('--minutes='));
  const minutes = minutesArg ? Number(minutesArg.slice('--minutes='.length)) : undefined;
  const files: Record<string, FileFigures> = { ...bench.files };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const counts = empty();
    for (const mutant of mutants) count(counts, mutant.status);
    files[file] = { date, ...counts };
  }
  const folders: Record<string, FolderFigures> = {};
  for (const folder of FOLDERS) {
    const inFolder = mutatedFiles(folder);
    const measured = inFolder.filter((file) => files[file]);
    const earlier = bench.folders?.[folder];
    if (measured.length === 0 && earlier) {
      folders[folder] = earlier;
      continue;
    }
    const counts = empty();
    for (const file of measured) for (const key of KEYS) counts[key] += files[file]![key];
    const unmeasured = inFolder.filter((file) => !files[file] && !withoutMutants.includes(file));
    const f = figures(counts);
    folders[folder] = { ...f, score: unmeasured.length > 0 ? null : f.score, unmeasured };
  }
  const all = empty();
  for (const f of Object.values(folders)) for (const key of KEYS) all[key] += f[key];
  const complete = Object.values(folders).every((f) => f.score !== null);
  const overall = { ...figures(all), ...(complete ? {} : { score: null }) };
  const runs = [...(bench.runs ?? []), { date, files: Object.keys(report.files).length, minutes }];
  const targets = { machines: 85, 'server/auth': 85, 'src/api': 85, overall: 75 };
  writeFileSync(BENCH, `${JSON.stringify({ targets, folders, overall, files, runs }, null, 2)}\n`);
  console.info(`\nRecorded in ${BENCH}.`);
}

/** The files of `folder` that Stryker mutates (stryker.config.mjs). */
function mutatedFiles(folder: string) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`)
    .filter((file) => file.endsWith('.ts') && !notMutated.some((pattern) => matchesGlob(file, pattern)))
    .sort();
}
