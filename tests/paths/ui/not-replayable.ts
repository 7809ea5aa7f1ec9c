/**
 * Thrown by an executor when the portal offers no real way to cause the step (no control, no
 * request, no timer leads to it). The replay stops the path there, reports the rest as
 * 'not replayable in UI' with this reason, and never fakes the event.
 */
export class NotReplayable extends Error {
  constructor(readonly reason: string) {
    super(`not replayable in UI: ${reason}`);
    this.name = 'NotReplayable';
  }
}

/**
 * Thrown by an assertion when the driver looked too late to tell a short-lived state (one that
 * lasts only a few hundred milliseconds) from the next: a busy machine, not the product. The replay
 * proves nothing either way, so the path runs again (tests/paths/replay-shard.ts); a wrong state
 * seen in time still fails at once.
 */
export class TooLateToTell extends Error {
  constructor(readonly reason: string) {
    super(`too late to tell: ${reason}`);
    this.name = 'TooLateToTell';
  }
}
