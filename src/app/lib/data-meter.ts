/**
 * The data the app used, sent and received, per local day (ADR 0052), counted by the app itself: request lines,
 * headers and bodies where it sends them, the transfer size of every API answer (compressed bytes and headers, from
 * Resource Timing) and the audio bytes it downloads. Kept in localStorage for the last 8 days; the service worker
 * has no localStorage, so what it fetches alone (Background Sync with no page open) is not counted.
 */
export interface DataUse {
  sent: number;
  received: number;
}

const KEY = 'fap.data-used';
const KEPT_DAYS = 8;
const WEEK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Days = Record<string, DataUse>;

const pad = (n: number) => String(n).padStart(2, '0');
/** The device's local day, as the agent counts days. */
export const dayKey = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

const hasStorage = () => typeof localStorage !== 'undefined';

function readDays(): Days {
  if (!hasStorage()) return {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Days) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

function add(kind: keyof DataUse, bytes: number, at = new Date()): void {
  if (!hasStorage() || !(bytes > 0)) return;
  const days = readDays();
  const today = dayKey(at);
  const row = days[today] ?? { sent: 0, received: 0 };
  row[kind] += Math.round(bytes);
  days[today] = row;
  const oldest = dayKey(new Date(at.getTime() - (KEPT_DAYS - 1) * DAY_MS));
  for (const day of Object.keys(days)) if (day < oldest) delete days[day];
  try {
    localStorage.setItem(KEY, JSON.stringify(days));
  } catch {
    // Storage full or refused: the meter misses these bytes, the app goes on.
  }
  listeners.forEach((l) => l());
}

export const countSent = (bytes: number, at?: Date) => add('sent', bytes, at);
export const countReceived = (bytes: number, at?: Date) => add('received', bytes, at);

/** Today's use and the last seven days' (today included). */
export function dataUsed(now = new Date()): { today: DataUse; week: DataUse } {
  const days = readDays();
  const week: DataUse = { sent: 0, received: 0 };
  for (let i = 0; i < WEEK_DAYS; i++) {
    const row = days[dayKey(new Date(now.getTime() - i * DAY_MS))];
    week.sent += row?.sent ?? 0;
    week.received += row?.received ?? 0;
  }
  return { today: days[dayKey(now)] ?? { sent: 0, received: 0 }, week };
}

export function subscribeDataUse(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const utf8 = (s: string) => new TextEncoder().encode(s).length;

/** The bytes of a request as the app hands it to the browser: request line, its own headers and body. */
export function requestBytes(url: string, init: { method?: string; headers?: HeadersInit; body?: BodyInit | null }): number {
  let bytes = utf8(`${init.method ?? 'GET'} ${url} HTTP/1.1\r\n`);
  new Headers(init.headers).forEach((value, name) => (bytes += utf8(`${name}: ${value}\r\n`)));
  return bytes + bodyBytes(init.body);
}

function bodyBytes(body: BodyInit | null | undefined): number {
  if (body === null || body === undefined) return 0;
  if (typeof body === 'string') return utf8(body);
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof URLSearchParams) return utf8(body.toString());
  if (body instanceof FormData) {
    let bytes = 0;
    body.forEach((value, name) => (bytes += utf8(name) + (typeof value === 'string' ? utf8(value) : value.size)));
    return bytes;
  }
  return 0;
}

let observing = false;

/**
 * Counts every API answer this page receives (its transfer size: compressed body and headers; zero when it came
 * from a cache). Audio is counted by the download itself, which the service worker fetches for the page.
 */
export function startDataMeter(): void {
  if (observing || typeof PerformanceObserver === 'undefined' || typeof location === 'undefined') return;
  observing = true;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const url = new URL(entry.name);
      if (url.origin === location.origin && url.pathname.startsWith('/api/')) countReceived(entry.transferSize);
    }
  });
  observer.observe({ type: 'resource', buffered: true });
}
