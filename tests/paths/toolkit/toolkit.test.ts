import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { alertDialogMachine } from '../../../machines/alert-dialog/alert-dialog.machine';
import { alertDialogModel } from '../models/alert-dialog';
import { sessionMachine } from '../../../machines/session/session.machine';
import { sessionModel } from '../models/session';
import {
  computeCoverage,
  defineModel,
  done,
  formatCoverage,
  formatPaths,
  generatePaths,
  guardOutcomes,
  pairRows,
  pathId,
  replayPath,
  uncovered,
} from '.';

/** A nested, parallel machine with an invoked actor, a delay and an eventless transition. */
const wizard = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'NEXT' } | { type: 'TOGGLE' } },
  actors: { save: fromPromise<boolean>(async () => true) },
  delays: { idle: 1000 },
}).createMachine({
  id: 'wizard',
  context: { tries: 0 },
  type: 'parallel',
  states: {
    form: {
      meta: { ui: 'form' },
      initial: 'editing',
      states: {
        editing: { meta: { ui: 'editing' }, on: { NEXT: 'saving' }, after: { idle: 'editing' } },
        saving: {
          meta: { ui: 'saving' },
          invoke: {
            id: 'save',
            src: 'save',
            onDone: [
              { guard: ({ event }) => event.output, target: 'saved' },
              { target: 'retry', actions: assign({ tries: ({ context }) => context.tries + 1 }) },
            ],
          },
        },
        retry: { meta: { ui: 'retry' }, always: 'editing' },
        saved: { meta: { ui: 'saved' }, type: 'final' },
      },
    },
    help: {
      meta: { ui: 'help' },
      initial: 'closed',
      states: {
        closed: { meta: { ui: 'closed' }, on: { TOGGLE: 'open' } },
        open: { meta: { ui: 'open' }, on: { TOGGLE: 'closed' } },
      },
    },
  },
});
const wizardModel = defineModel({
  name: 'wizard',
  machine: wizard,
  samples: {
    NEXT: [{ label: 'next', event: { type: 'NEXT' } }],
    TOGGLE: [{ label: 'toggle help', event: { type: 'TOGGLE' } }],
    'xstate.done.actor.save': [done('save', 'saved', true), done('save', 'not saved', false)],
  },
  filterEvents: (snapshot) => snapshot.context.tries < 1,
});

describe('path toolkit', () => {
  it('covers nested and parallel states, invoked actors, delays and eventless transitions', async () => {
    const paths = generatePaths(wizardModel);
    const coverage = computeCoverage(wizardModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
    expect(coverage.states.map((s) => s.key)).toContain('form.saving');
    for (const path of paths) await replayPath(wizard, path);
  });

  it('keeps outcomes consistent with their trigger (`then`)', () => {
    const labels = generatePaths(sessionModel).map((path) =>
      path.steps.map((step) => step.label).join(' > '),
    );
    expect(labels.some((l) => l.includes('valid credentials > login ok'))).toBe(true);
    expect(labels.some((l) => l.includes('valid credentials > wrong credentials'))).toBe(false);
    expect(labels.some((l) => l.includes('wrong password > login ok'))).toBe(false);
  });

  it('replay fails, with the path laid out, when the machine does not reach the expected state', async () => {
    const [path] = generatePaths(sessionModel).filter((p) => p.steps.length > 1);
    const broken = structuredClone(path!);
    broken.steps[0]!.expected.value = 'authenticated';
    await expect(replayPath(sessionMachine, broken)).rejects.toThrow(
      /failed:[\s\S]*expected "authenticated"[\s\S]*seen/,
    );
  });

  it('replay fails when the machine takes other transitions than the path says', async () => {
    const path = structuredClone(generatePaths(alertDialogModel)[0]!);
    path.steps[0]!.transitions = ['hidden —CANCEL→ visible'];
    await expect(replayPath(alertDialogMachine, path)).rejects.toThrow(/took/);
  });

  it('refuses an unbounded state space and says how to bound it', () => {
    const { filterEvents: _, ...unbounded } = alertDialogModel;
    expect(() => generatePaths(unbounded)).toThrow(/filterEvents/);
  });

  it('reports what the paths leave uncovered', () => {
    const paths = generatePaths(sessionModel).filter(
      (p) => !p.steps.some((s) => s.label === 'logout request failed'),
    );
    const coverage = computeCoverage(sessionModel, paths);
    expect(uncovered(coverage.transitions)).toEqual(['signedIn.loggingOut —error:logout→ anonymous']);
    expect(formatCoverage([coverage])).toMatch(
      /26\/27 \(96.2%\)[\s\S]*error:logout→ anonymous \| \*\*NOT COVERED\*\*/,
    );
  });

  it('names a path by its own events: other paths coming or going leave its id alone', () => {
    const light = (skip: boolean) =>
      defineModel({
        name: 'light',
        machine: setup({ types: { events: {} as { type: 'NEXT' } | { type: 'SKIP' } } }).createMachine({
          id: 'light',
          initial: 'green',
          states: {
            green: { on: { NEXT: 'yellow', ...(skip ? { SKIP: 'red' } : {}) } },
            yellow: { on: { NEXT: 'red' } },
            red: {},
          },
        }),
        samples: {
          NEXT: [{ label: 'next', event: { type: 'NEXT' } }],
          SKIP: [{ label: 'skip', event: { type: 'SKIP' } }],
        },
      });
    const before = generatePaths(light(false)).map((p) => p.id);
    const after = generatePaths(light(true)).map((p) => p.id);
    expect(before).toEqual([expect.stringMatching(/^light:NEXT>NEXT~[0-9a-f]{6}$/)]);
    expect(after).toEqual([expect.stringMatching(/^light:SKIP~/), ...before]);
    // Payloads count (key order does not): two samples of one event type get two ids.
    expect(pathId('m', [{ type: 'A', a: 1, b: 2 }])).toBe(pathId('m', [{ type: 'A', b: 2, a: 1 }]));
    expect(pathId('m', [{ type: 'A', a: 1 }])).not.toBe(pathId('m', [{ type: 'A', a: 2 }]));
  });

  it('writes each path as a Markdown test case under its id', () => {
    const markdown = formatPaths(sessionModel, generatePaths(sessionModel));
    expect(markdown).toMatch(/^## session \(`session`\): \d+ paths/);
    expect(markdown).toMatch(
      /^### session:error:checkSession~[0-9a-f]{6}: session check failed ⇒ anonymous$/m,
    );
    expect(markdown).toContain(
      '| 2 | LOGIN (valid credentials) | `{"email":"demo@example.com","password":"Demo1234"}` | `loggingIn` |',
    );
  });

  it('reports transition pairs (1-switch) and each guard deciding true and false', () => {
    const paths = generatePaths(sessionModel);
    const pairs = pairRows(paths);
    expect([...pairs.keys()]).toContain(
      'anonymous —LOGIN→ loggingIn ⟹ loggingIn —done:login [loginSucceeded]→ signedIn',
    );
    const guard = (key: string) => guardOutcomes(sessionMachine, paths).find((g) => g.key === key);
    const succeeded = guard('loggingIn —done:login [loginSucceeded]→ signedIn');
    expect(succeeded?.true.length).toBeGreaterThan(0);
    expect(succeeded?.false.length).toBeGreaterThan(0);
    // Only the paths taking the guarded transition show it true.
    const lessPaths = paths.filter((p) => !p.steps.some((s) => s.transitions.includes(succeeded?.key ?? '')));
    expect(guardOutcomes(sessionMachine, lessPaths).find((g) => g.key === succeeded?.key)?.true).toEqual([]);
  });
});
