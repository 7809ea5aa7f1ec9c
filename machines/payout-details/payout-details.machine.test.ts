import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { payoutDetailsMachine } from './payout-details.machine';
import { payoutDetailsModel } from '../../tests/paths/models/payout-details';

const paths = generatePaths(payoutDetailsModel);

describe('payout-details machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(payoutDetailsMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(payoutDetailsModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});

describe('payout-details machine', () => {
  it('form checks without a message (empty lists) are no errors: on to the password step', () => {
    const actor = createActor(payoutDetailsMachine).start();
    const account = { holder: 'Julia Becker', iban: 'DE89370400440532013000', bic: '' };
    actor.send({ type: 'SUBMIT', account, errors: { iban: [], bic: [] } });
    expect(actor.getSnapshot().value).toBe('confirming');
  });
});
