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
