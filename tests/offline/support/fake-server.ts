/**
 * An in-memory API with the server's idempotency rules (stored answer replayed, other body → 422) and a
 * fault plan, so the engine can be driven through thousands of cases quickly. POST /api/records creates a
 * record under its Idempotency-Key; a `parent` must already exist (ordering), `value: 'bad'` is refused (400).
 */
export type Fault = 'ok' | 'cut-before' | 'cut-after' | '503' | 'duplicate' | '429' | 'in-flight';

interface Answer {
  status: number;
  body: unknown;
}

export class FakeServer {
  /** id → how many times it was created (must end at 1). */
  readonly created = new Map<string, number>();
  readonly records = new Map<string, { value: string; owner: string }>();
  private readonly answers = new Map<string, { body: string; answer: Answer }>();
  readonly tokens = new Map<string, string>();
  readonly reports: Array<{ userId: string; backlog: number }> = [];
  faults: Fault[] = [];
  batch = true;
  requests = 0;
  concurrent = 0;
  maxConcurrent = 0;
  /** Authorization headers seen per user, to prove no entry travels with another user's token. */
  readonly sentBy: Array<{ tokenUser: string; owner: string }> = [];
  /** `occurredAt` as received per key (batch entry field or X-Occurred-At header), the last one sent. */
  readonly occurredAt = new Map<string, string | undefined>();
  /** `sessionId` as received per key (batch entry field or X-Session-Id header), the last one sent. */
  readonly sessionId = new Map<string, string | undefined>();
  /** Retry-After (seconds) sent with 429 answers; 0 sends none. */
  retryAfterSeconds = 0;
  /** The server's clock minus the real one: `serverTime` and the `Date` header tell it. */
  clockOffsetMs = 0;
  /** While set, answers wait for it (a slow network, to hold a drain open). */
  gate: Promise<void> | null = null;

  signIn(userId: string, token = `token-${userId}-${Math.random()}`): string {
    this.tokens.set(token, userId);
    return token;
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  private apply(userId: string, key: string, body: unknown): Answer {
    const canonical = JSON.stringify(body);
    const stored = this.answers.get(`${userId}:${key}`);
    if (stored) return stored.body === canonical ? stored.answer : { status: 422, body: { message: 'key reused', code: 'IDEMPOTENCY_MISMATCH' } };
    const b = body as { value: string; parent?: string; owner: string };
    let answer: Answer;
    if (b.value === 'bad') answer = { status: 400, body: { message: 'Invalid value', code: 'VALIDATION', details: { fields: { value: 'is bad' } } } };
    else if (b.parent && !this.records.has(b.parent)) answer = { status: 409, body: { message: 'parent missing', code: 'ORDER' } };
    else {
      this.records.set(key, { value: b.value, owner: b.owner });
      this.created.set(key, (this.created.get(key) ?? 0) + 1);
      this.sentBy.push({ tokenUser: userId, owner: b.owner });
      answer = { status: 201, body: { id: key } };
    }
    this.answers.set(`${userId}:${key}`, { body: canonical, answer });
    return answer;
  }

  fetch = async (url: string, init: RequestInit): Promise<Response> => {
    this.requests += 1;
    this.concurrent += 1;
    this.maxConcurrent = Math.max(this.maxConcurrent, this.concurrent);
    try {
      await new Promise((r) => setImmediate(r));
      if (this.gate) await this.gate;
      const fault = this.faults.shift() ?? 'ok';
      if (fault === 'cut-before') throw new TypeError('fetch failed');
      if (fault === '503') return json(503, { message: 'down', code: 'INTERNAL' }, this.retryAfterSeconds ? { 'retry-after': String(this.retryAfterSeconds) } : {});
      if (fault === '429') return json(429, { message: 'slow down', code: 'RATE_LIMITED' }, this.retryAfterSeconds ? { 'retry-after': String(this.retryAfterSeconds) } : {});
      const headers = new Headers(init.headers);
      const userId = this.tokens.get((headers.get('authorization') ?? '').replace('Bearer ', ''));
      if (!userId) return json(401, { message: 'Session expired. Please login again.', code: 'UNAUTHENTICATED' });
      const path = new URL(url, 'http://x').pathname;
      // A gzip batch (ADR 0051) is inflated as the real server does.
      const text = headers.get('content-encoding') === 'gzip' && typeof init.body !== 'string' ? await new Response(new Blob([init.body as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'))).text() : init.body ? String(init.body) : '';
      const body = text ? JSON.parse(text) : undefined;
      const handle = (): Answer => {
        if (path === '/api/sync') {
          if (!this.batch) return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
          const b = body as { device: { backlog: number }; entries: Array<{ id: string; body: unknown; occurredAt?: string; sessionId?: string }> };
          this.reports.push({ userId, backlog: b.device.backlog });
          b.entries.forEach((e) => this.occurredAt.set(e.id, e.occurredAt));
          b.entries.forEach((e) => this.sessionId.set(e.id, e.sessionId));
          const serverTime = new Date(Date.now() + this.clockOffsetMs).toISOString();
          return { status: 200, body: { results: b.entries.map((e) => ({ id: e.id, ...this.apply(userId, e.id, e.body) })), serverTime } };
        }
        if (path === '/api/records') {
          if (fault === 'in-flight') return { status: 409, body: { message: 'This request is still being processed', code: 'IN_FLIGHT' } };
          const key = headers.get('idempotency-key') ?? '';
          this.occurredAt.set(key, headers.get('x-occurred-at') ?? undefined);
          this.sessionId.set(key, headers.get('x-session-id') ?? undefined);
          return this.apply(userId, key, body);
        }
        return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
      };
      const answer = handle();
      if (fault === 'duplicate') handle();
      if (fault === 'cut-after') throw new TypeError('connection reset');
      return json(answer.status, answer.body, { date: new Date(Date.now() + this.clockOffsetMs).toUTCString() });
    } finally {
      this.concurrent -= 1;
    }
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
