import { describe, expect, it } from 'vitest';
import { contractRoutes, pactRequests, routeOf, uncoveredRoutes } from '../../pact/coverage';

/**
 * Contract routes that have no pact interaction YET. This list only shrinks:
 * when a route gets an interaction, delete it here (the test fails until you
 * do). Issue 6 is done when this list is empty.
 */
const NOT_YET_COVERED = [
  'claimTransfer.accept',
  'claimTransfer.cancel',
  'claimTransfer.get',
  'claimTransfer.list',
  'claimTransfer.request',
  'notifications.list',
  'notifications.markAllRead',
  'notifications.markRead',
  'user.changePassword',
  'user.emailChange',
  'user.emailChangeConfirm',
  'user.update',
];

describe('pact coverage of the contract', () => {
  const uncovered = uncoveredRoutes();

  it('lists the contract routes without a pact interaction', () => {
    console.info(
      `${uncovered.length} of ${contractRoutes().length} contract routes have no pact interaction:\n` +
        uncovered.map((r) => `  ${r.id.padEnd(28)} ${r.method} ${r.path}`).join('\n'),
    );
    expect(uncovered.length).toBeLessThan(contractRoutes().length);
  });

  it('covers every route not on the NOT_YET_COVERED list', () => {
    const missing = uncovered.map((r) => r.id).filter((id) => !NOT_YET_COVERED.includes(id));
    expect(missing, 'routes without a pact interaction (add one)').toEqual([]);
  });

  it('keeps NOT_YET_COVERED honest (a covered route must leave the list)', () => {
    const ids = new Set(contractRoutes().map((r) => r.id));
    expect(
      NOT_YET_COVERED.filter((id) => !ids.has(id)),
      'not a contract route',
    ).toEqual([]);
    const nowCovered = NOT_YET_COVERED.filter((id) => !uncovered.some((r) => r.id === id));
    expect(nowCovered, 'covered now: delete from NOT_YET_COVERED').toEqual([]);
  });

  it('has no interaction outside the contract', () => {
    const strays = pactRequests().filter((req) => !routeOf(req));
    expect(strays).toEqual([]);
  });
});
