/**
 * The paths the UI replay may stop early (their executor throws NotReplayable), by stable path id
 * (tests/paths/catalogue.md), each with the reason the portal offers no real trigger.
 * tests/paths/replay-shard.ts fails when a path stops that is not listed here, when a listed path
 * replays in full (a stale entry), and when a listed id is no generated path. The UI coverage
 * required is 100% of every state and transition outside these paths.
 */
export const notReplayable: Readonly<Record<string, string>> = {
  'alert-dialog:SHOW>CANCEL~3ee314':
    'nothing in the portal sends CANCEL: the dialog has one button (OK) and Escape (DISMISS), and no screen withdraws an alert in code',
  'alert-dialog:SHOW>SHOW>CANCEL~dcd1f8':
    'nothing in the portal sends CANCEL: the dialog has one button (OK) and Escape (DISMISS), and no screen withdraws an alert in code',
};
