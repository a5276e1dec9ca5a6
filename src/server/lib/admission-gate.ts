/**
 * A bounded number of holders at once, a short queue behind them, and a refusal past it (ADR 0051): the sync
 * batch's admission control. Without it a burst of phones is applied all together and every phone waits for
 * the slowest; with it the first batches are answered at once and the others are told when to come back.
 */
export class AdmissionGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** Mean time a holder keeps its place, ms (moving average): what a refused caller is told to wait for. */
  private meanHoldMs = 200;
  /** Callers refused since the process started (a metric for /api/metrics). */
  rejected = 0;
  /** Refused callers told to come back whose turn has not come yet, as of `bookedAt`. */
  private booked = 0;
  private bookedAt = 0;

  constructor(
    readonly limit: number,
    /** Callers that may wait for a place; more are refused at once. */
    readonly maxWaiting: number,
    /** How long a waiting caller waits before it is refused. */
    readonly maxWaitMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves with a function that gives the place back (call it once), or null when refused. */
  async enter(): Promise<(() => void) | null> {
    if (this.active < this.limit) {
      this.active++;
      return this.holder();
    }
    if (this.waiting.length >= this.maxWaiting) return this.refuse();
    const admitted = await new Promise<boolean>((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(admit), 1);
        resolve(false);
      }, this.maxWaitMs);
      this.waiting.push(admit);
    });
    return admitted ? this.holder() : this.refuse();
  }

  /**
   * Seconds a refused caller should wait (Retry-After), booking it a turn: the work ahead of it, holders and
   * waiting callers and the callers refused before it whose turn is still to come, spread over the places; at
   * least 1, at most 60. Booked turns come due at the rate places free up (limit per mean hold). Without the
   * booking every caller of a burst was told the same few seconds and came back together, to be refused again
   * (ADR 0066).
   */
  retryAfterSeconds(): number {
    const now = this.now();
    this.booked = Math.max(0, this.booked - ((now - this.bookedAt) * this.limit) / this.meanHoldMs);
    this.bookedAt = now;
    const ahead = this.active + this.waiting.length + this.booked;
    this.booked++;
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.meanHoldMs) / this.limit / 1000)));
  }

  private refuse(): null {
    this.rejected++;
    return null;
  }

  private holder(): () => void {
    const since = this.now();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.meanHoldMs = Math.max(1, 0.8 * this.meanHoldMs + 0.2 * (this.now() - since));
      // The place passes straight to the next waiting caller, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
}
