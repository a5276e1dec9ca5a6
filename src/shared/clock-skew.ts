/**
 * How far the device's clock is from the server's, measured from the server's answers, so that a write made
 * offline can be stamped with the moment the user acted in server time (`occurredAt`, docs/offline-sync.md).
 * Isomorphic: the page, the service worker and the tests use it.
 */

/** What is kept between runs (Dexie `meta`): `skewMs = serverTime - deviceTime`. */
export interface SkewEstimate {
  skewMs: number;
  /** Device time of the last sample taken into account. */
  measuredAt: number;
}

/** A sample this far from the estimate means the device clock was changed: start again from the sample. */
export const SKEW_JUMP_MS = 60_000;
/** Weight of a new sample in the running estimate (the rest is the estimate so far). */
export const SKEW_SMOOTHING = 0.25;

/**
 * One sample: the server's time, taken as read halfway through the round trip. `resolutionMs` is how coarse
 * the server's figure is (an HTTP `Date` header counts whole seconds, truncated: its true value is on average
 * half a second later).
 */
export function skewSample(serverMs: number, sentAt: number, receivedAt: number, resolutionMs = 0): number {
  return serverMs + resolutionMs / 2 - (sentAt + receivedAt) / 2;
}

/** The running estimate after one more sample. */
export function smoothSkew(previous: number | null, sample: number): number {
  if (previous === null || Math.abs(sample - previous) > SKEW_JUMP_MS) return sample;
  return previous + (sample - previous) * SKEW_SMOOTHING;
}

/** The moment of an act: device time plus the skew known then; `corrected` is false when none was known yet. */
export interface ActTime {
  at: number;
  corrected: boolean;
}

/** The device clock and the server-time estimate this far apart mean the device clock was changed while running. */
export const CLOCK_DISAGREES_MS = 2 * 60_000;

/** A server time known at a reading of the monotonic clock: "now" is that time plus the monotonic time since. */
interface Anchor {
  serverMs: number;
  monoMs: number;
}

const monotonicNow = () => performance.now();

/**
 * The skew of one device, fed with the server's answers; tells the server time of "now". The device clock can be
 * turned back or forward at any moment (a flat battery, a manual setting): within a run the time of an act is the
 * last server time seen plus the monotonic time elapsed since, and the device clock (plus the skew) only while it
 * agrees with that; across runs the last server time seen is a floor the device clock cannot go below (issue 33).
 */
export class SkewClock {
  private estimate: SkewEstimate | null = null;
  private anchor: Anchor | null = null;
  private readonly listeners = new Set<(estimate: SkewEstimate) => void>();

  constructor(
    private readonly deviceNow: () => number = Date.now,
    private readonly monoNow: () => number = monotonicNow,
  ) {}

  /** The current estimate of `serverTime - deviceTime`, null until a first answer was measured or loaded. */
  get skewMs(): number | null {
    return this.estimate?.skewMs ?? null;
  }

  current(): SkewEstimate | null {
    return this.estimate;
  }

  /** Takes a stored estimate, unless this run has measured one already. */
  load(stored: SkewEstimate | null | undefined): void {
    if (this.estimate || !stored || !Number.isFinite(stored.skewMs)) return;
    this.estimate = stored;
    // The last server time seen, at the previous run: time went on since, so a device clock showing an earlier time
    // was turned back and this run counts from there.
    const lastSeen = stored.measuredAt + stored.skewMs;
    if (this.deviceNow() + stored.skewMs < lastSeen) this.anchor = { serverMs: lastSeen, monoMs: this.monoNow() };
  }

  /** Takes one sample of the server's time (ms since the epoch). */
  observe(serverMs: number, sentAt: number, receivedAt: number, resolutionMs = 0): void {
    if (!Number.isFinite(serverMs) || receivedAt < sentAt) return;
    const skewMs = smoothSkew(this.skewMs, skewSample(serverMs, sentAt, receivedAt, resolutionMs));
    this.estimate = { skewMs, measuredAt: receivedAt };
    this.anchor = { serverMs: receivedAt + skewMs, monoMs: this.monoNow() };
    const estimate = this.estimate;
    this.listeners.forEach((l) => l(estimate));
  }

  /** Takes an HTTP `Date` header (whole seconds) as a sample; a missing or unreadable header is ignored. */
  observeDateHeader(header: string | null, sentAt: number, receivedAt: number): void {
    if (header) this.observe(Date.parse(header), sentAt, receivedAt, 1_000);
  }

  /** Now, in server time as far as it is known. */
  act(): ActTime {
    const skew = this.skewMs;
    const byDevice = this.deviceNow() + (skew ?? 0);
    if (!this.anchor) return { at: byDevice, corrected: skew !== null };
    const byMonotonic = this.anchor.serverMs + (this.monoNow() - this.anchor.monoMs);
    return { at: Math.abs(byDevice - byMonotonic) > CLOCK_DISAGREES_MS ? byMonotonic : byDevice, corrected: true };
  }

  subscribe(listener: (estimate: SkewEstimate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
