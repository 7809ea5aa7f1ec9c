import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { allStates, eventTypes, isAfterEvent, isOutcomeEvent, type AnyMachineModel } from '../paths/toolkit';
import { catalogue, type CatalogueEntry } from '../paths/catalogue';

/** Everything that keeps a registered machine from being generated, read and replayed. */
function problems({ model, ui }: Omit<CatalogueEntry, 'ui'> & { ui?: CatalogueEntry['ui'] }): string[] {
  const found: string[] = [];
  const states = allStates(model.machine);
  const types = eventTypes(model.machine);
  for (const state of states) if (!state.ui) found.push(`state "${state.key}" has no meta.ui description`);
  for (const type of types.filter((t) => !isAfterEvent(t)))
    if (!model.samples[type]?.length) found.push(`event "${type}" has no sample`);
  for (const type of Object.keys(model.samples))
    if (!types.includes(type)) found.push(`samples for "${type}", which no state handles`);
  const samples = Object.values(model.samples).flatMap((list) => list ?? []);
  const labels = samples.map((sample) => sample.label);
  for (const label of labels.filter((l, i) => labels.indexOf(l) !== i))
    found.push(`sample label "${label}" repeats`);
  const outcomes = samples.filter((s) => isOutcomeEvent(s.event.type)).map((s) => s.label);
  for (const label of samples.flatMap((s) => s.then ?? []))
    if (!outcomes.includes(label)) found.push(`then: "${label}" is no outcome sample`);
  // The UI driver is mandatory (DESIGN §5: every path is also replayed in Chromium).
  if (!ui) found.push('no UI driver (ui) in tests/paths/catalogue.ts');
  for (const state of states)
    if (!ui?.assertState[state.key]) found.push(`state "${state.key}" has no UI assertion`);
  for (const type of types) if (!ui?.executeEvent[type]) found.push(`event "${type}" has no UI executor`);
  for (const key of Object.keys(ui?.assertState ?? {}))
    if (!states.some((state) => state.key === key))
      found.push(`UI assertion for "${key}", which is no state`);
  for (const type of Object.keys(ui?.executeEvent ?? {}))
    if (!types.includes(type)) found.push(`UI executor for "${type}", which no state handles`);
  return found.map((problem) => `${model.name}: ${problem}`);
}

const root = fileURLToPath(new URL('../../machines', import.meta.url));
const machineFiles = readdirSync(root, { withFileTypes: true })
  .filter((dir) => dir.isDirectory())
  .flatMap((dir) => readdirSync(`${root}/${dir.name}`).map((file) => `machines/${dir.name}/${file}`))
  .filter((file) => file.endsWith('.machine.ts'));

/**
 * Machines no page drives yet, each with the reason; a listed machine that is registered fails the
 * guard (the entry is stale). The claim lifecycle is asked by the server's claim guard and the
 * timeline's stage; its path tests come with the claim page that asks it for the next step.
 */
const NOT_YET_DRIVEN_BY_A_PAGE: Record<string, string> = {
  'machines/claim/claim.machine.ts': 'the claim page does not yet ask the lifecycle for its next steps',
};

describe('machines guard', () => {
  it('every machine file is registered in tests/paths/catalogue.ts, once', () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(3);
    const registered = catalogue.map((entry) => entry.file);
    expect(registered.filter((file) => file in NOT_YET_DRIVEN_BY_A_PAGE)).toEqual([]);
    expect([...registered].sort()).toEqual(
      machineFiles.filter((file) => !(file in NOT_YET_DRIVEN_BY_A_PAGE)).sort(),
    );
    const names = catalogue.map((entry) => entry.model.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every state has meta.ui and a UI assertion, every event type has samples and a UI executor', () => {
    expect(catalogue.flatMap(problems)).toEqual([]);
  });

  it('reports a state without meta.ui, an event without a sample and missing UI drivers', () => {
    const machine = setup({ types: { events: {} as { type: 'GO' } | { type: 'BACK' } } }).createMachine({
      id: 'broken',
      initial: 'a',
      states: { a: { meta: { ui: 'A' }, on: { GO: 'b' } }, b: { on: { BACK: 'a' } } },
    });
    const model: AnyMachineModel = {
      name: 'broken',
      machine,
      samples: { GO: [{ label: 'go', event: { type: 'GO' }, then: ['nothing'] }], STOP: [] },
    };
    const ui = {
      open: async () => {},
      assertState: { a: async () => {}, c: async () => {} },
      executeEvent: {},
    };
    expect(problems({ model, file: 'x', ui })).toEqual([
      'broken: state "b" has no meta.ui description',
      'broken: event "BACK" has no sample',
      'broken: samples for "STOP", which no state handles',
      'broken: then: "nothing" is no outcome sample',
      'broken: state "b" has no UI assertion',
      'broken: event "GO" has no UI executor',
      'broken: event "BACK" has no UI executor',
      'broken: UI assertion for "c", which is no state',
    ]);
    expect(problems({ model: { ...model, samples: {} }, file: 'x' })).toEqual(
      expect.arrayContaining([
        'broken: no UI driver (ui) in tests/paths/catalogue.ts',
        'broken: state "a" has no UI assertion',
      ]),
    );
  });
});
