/**
 * How much listening a progress report may add, and when an audio counts as listened to (issue 13 item 6,
 * ADR 0012). Time is measured between the reports' acts (their occurredAt), not their arrival: reports made
 * offline arrive together.
 */

/**
 * Playback up to this speed counts in full (phones offer 2×). At 1× it also leaves room for the fraction of a
 * second the player carries from one report to the next (it reports whole seconds).
 */
export const MAX_PLAYBACK_RATE = 2;
/** Completion needs this share of the audio's length listened to: seeking may skip the rest. */
export const COMPLETION_SHARE = 0.8;

/**
 * The seconds a report claiming `claimed` may add: at most the time between the act it follows (`since`: the
 * previous report, or when the audio could first be played) and its own act `at`, at up to twice the speed.
 * Nothing without a `since`, and nothing for reports made at the same moment, however many.
 */
export function grantableSeconds(claimed: number, since: Date | null, at: Date): number {
  const elapsedSeconds = since ? Math.max(0, (at.getTime() - since.getTime()) / 1000) : 0;
  return Math.min(claimed, Math.floor(elapsedSeconds * MAX_PLAYBACK_RATE));
}

/**
 * The whole seconds of listening an audio of `lengthSeconds` needs before it may be marked complete: never none,
 * so a completion claimed with a length of 0 (the server could not read the file's) still needs listening.
 */
export function secondsToComplete(lengthSeconds: number): number {
  return Math.max(1, Math.floor(lengthSeconds * COMPLETION_SHARE));
}
