import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { alertDialogMachine, type Alert } from './alert-dialog.machine';
import { alertDialogModel } from '../../tests/paths/models/alert-dialog';

const paths = generatePaths(alertDialogModel);

describe('alert dialog machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(alertDialogMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(alertDialogModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
    expect(coverage.transitions.length).toBe(6);
  });
});

const warning: Alert = {
  id: 'w',
  title: 'Warning',
  message: 'A problem occurred.',
  actions: [{ label: 'Reload' }],
};
const notice: Alert = { title: 'Email sent!', message: 'Please activate your account.' };

function open(...alerts: Alert[]) {
  const actor = createActor(alertDialogMachine).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(`${event.type}:${event.alert.title}`));
  for (const alert of alerts) actor.send({ type: 'SHOW', ...alert });
  return { actor, emitted };
}

describe('alert dialog machine', () => {
  it('SHOW makes it visible with the title, message and actions', () => {
    const { actor } = open(warning);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.alert).toEqual(warning);
  });

  it('OK emits ok then hide, and hides', () => {
    const { actor, emitted } = open(warning);
    actor.send({ type: 'OK' });
    expect(emitted).toEqual(['ok:Warning', 'hide:Warning']);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('DISMISS emits only hide', () => {
    const { actor, emitted } = open(warning);
    actor.send({ type: 'DISMISS' });
    expect(emitted).toEqual(['hide:Warning']);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('CANCEL hides without emitting', () => {
    const { actor, emitted } = open(warning);
    actor.send({ type: 'CANCEL' });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a SHOW while visible is queued and shown when the current alert closes', () => {
    const { actor, emitted } = open(warning, notice);
    expect(actor.getSnapshot().context.alert).toEqual(warning);
    actor.send({ type: 'OK' });
    expect(emitted).toEqual(['ok:Warning', 'hide:Warning']);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context).toEqual({ alert: notice, queue: [] });
    actor.send({ type: 'DISMISS' });
    expect(emitted.at(-1)).toBe('hide:Email sent!');
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('OK, DISMISS and CANCEL do nothing while hidden', () => {
    const { actor, emitted } = open();
    for (const type of ['OK', 'DISMISS', 'CANCEL'] as const) actor.send({ type });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(emitted).toEqual([]);
  });
});
