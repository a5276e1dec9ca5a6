import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countReceived, countSent, dataUsed, dayKey, requestBytes } from '@app/lib/data-meter';
import { holdingBack, saveDataOn, setSaveData, subscribeSaveData } from '@app/offline/save-data';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('data meter (ADR 0052)', () => {
  it('adds sent and received bytes per local day; today and the last seven days', () => {
    const now = new Date(2026, 10, 27, 12);
    countSent(1000, now);
    countReceived(5000, now);
    countReceived(200, new Date(now.getTime() - 6 * DAY));
    countReceived(999_999, new Date(now.getTime() - 7 * DAY));
    expect(dataUsed(now)).toEqual({ today: { sent: 1000, received: 5000 }, week: { sent: 1000, received: 5200 } });
  });

  it('ignores zero, negative and non-numbers (an answer from a cache has a transfer size of 0)', () => {
    const now = new Date(2026, 10, 27, 12);
    countReceived(0, now);
    countReceived(-5, now);
    countSent(Number.NaN, now);
    expect(dataUsed(now).today).toEqual({ sent: 0, received: 0 });
  });

  it('keeps eight days only, and survives a corrupt record', () => {
    const start = new Date(2026, 10, 1, 12);
    for (let i = 0; i < 20; i++) countSent(1, new Date(start.getTime() + i * DAY));
    const days = Object.keys(JSON.parse(localStorage.getItem('fap.data-used')!) as object);
    expect(days).toHaveLength(8);
    expect(days).toContain(dayKey(new Date(start.getTime() + 19 * DAY)));
    localStorage.setItem('fap.data-used', '{not json');
    expect(dataUsed().today).toEqual({ sent: 0, received: 0 });
  });

  it('counts a request as its line, its own headers and its body (JSON text, a Blob, a form)', () => {
    const line = 'POST /api/sync HTTP/1.1\r\n'.length;
    const header = 'content-type: application/json\r\n'.length;
    expect(requestBytes('/api/sync', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":"é"}' })).toBe(line + header + 10);
    expect(requestBytes('/api/sync', { method: 'POST', body: new Blob([new Uint8Array(300)]) })).toBe(line + 300);
    const form = new FormData();
    form.append('title', 'abc');
    form.append('file', new Blob([new Uint8Array(50)]), 'a.ogg');
    expect(requestBytes('/api/sync', { method: 'POST', body: form })).toBe(line + 'title'.length + 3 + 'file'.length + 50);
  });
});

describe('Save data', () => {
  const connection = (saveData: boolean, type: string) => Object.assign(new EventTarget(), { saveData, type });

  it('is on by default when the browser reports its data saver, and the choice on this device wins', () => {
    vi.stubGlobal('navigator', { connection: connection(true, 'wifi') });
    expect(saveDataOn()).toBe(true);
    setSaveData(false);
    expect(saveDataOn()).toBe(false);
    vi.stubGlobal('navigator', { connection: connection(false, 'wifi') });
    expect(saveDataOn()).toBe(false);
    setSaveData(true);
    expect(saveDataOn()).toBe(true);
  });

  it('holds back only on mobile data; a browser that does not tell the connection is not held', () => {
    setSaveData(true);
    vi.stubGlobal('navigator', { connection: connection(false, 'cellular') });
    expect(holdingBack()).toBe(true);
    vi.stubGlobal('navigator', { connection: connection(false, 'wifi') });
    expect(holdingBack()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(holdingBack()).toBe(false);
    setSaveData(false);
    vi.stubGlobal('navigator', { connection: connection(false, 'cellular') });
    expect(holdingBack()).toBe(false);
  });

  it('tells its listeners when the connection changes (Wi-Fi back) or the setting does', () => {
    const conn = connection(false, 'cellular');
    vi.stubGlobal('navigator', { connection: conn });
    setSaveData(true);
    const seen: boolean[] = [];
    const off = subscribeSaveData(() => seen.push(holdingBack()));
    conn.type = 'wifi';
    conn.dispatchEvent(new Event('change'));
    setSaveData(false);
    off();
    conn.dispatchEvent(new Event('change'));
    expect(seen).toEqual([false, false]);
  });
});
