import { describe, expect, it } from 'vitest';
import { type EngineMode, type EngineEvent, IDLE, outcomeOfMode, transition, type Trigger } from '@app/offline/engine-mode';

const NOW = 1_000_000;
const trigger = (t: Trigger, over: Partial<Extract<EngineEvent, { type: 'trigger' }>> = {}): EngineEvent => ({
  type: 'trigger',
  trigger: t,
  now: NOW,
  online: true,
  token: 'T1',
  ...over,
});

const DRAINING: EngineMode = { name: 'draining', manual: false, pending: 'none' };
const WAITING: EngineMode = { name: 'waiting', retryAt: NOW + 5_000 };
const PAUSED: EngineMode = { name: 'paused', token: 'T1', userId: 'u1' };
const ALL_BUT_MANUAL: Trigger[] = ['start', 'write', 'online', 'visible', 'sign-in', 'worker', 'peer', 'timer'];

describe('engine mode transition (pure)', () => {
  it('idle: any trigger starts a drain; "Sync now" marks it manual', () => {
    for (const t of ALL_BUT_MANUAL) expect(transition(IDLE, trigger(t))).toEqual({ mode: DRAINING, run: true });
    expect(transition(IDLE, trigger('manual'))).toEqual({ mode: { ...DRAINING, manual: true }, run: true });
  });

  it('without network nothing starts; the mode says offline and keeps a running backoff', () => {
    expect(transition(IDLE, trigger('write', { online: false }))).toEqual({ mode: { name: 'offline', retryAt: null }, run: false });
    expect(transition(WAITING, trigger('manual', { online: false }))).toEqual({ mode: { name: 'offline', retryAt: WAITING.retryAt }, run: false });
    expect(transition(WAITING, { type: 'went-offline' })).toEqual({ mode: { name: 'offline', retryAt: WAITING.retryAt }, run: false });
    expect(transition(IDLE, { type: 'went-offline' })).toEqual({ mode: { name: 'offline', retryAt: null }, run: false });
    expect(transition(DRAINING, { type: 'went-offline' })).toEqual({ mode: DRAINING, run: false });
  });

  it('waiting: every trigger but "Sync now" is held until retryAt, whatever it is', () => {
    for (const t of ALL_BUT_MANUAL) expect(transition(WAITING, trigger(t))).toEqual({ mode: WAITING, run: false });
    expect(transition(WAITING, trigger('manual'))).toEqual({ mode: { ...DRAINING, manual: true }, run: true });
    for (const t of ALL_BUT_MANUAL) expect(transition(WAITING, trigger(t, { now: WAITING.retryAt })).run).toBe(true);
  });

  it('offline with a backoff: coming online before retryAt waits, after it drains', () => {
    const offline: EngineMode = { name: 'offline', retryAt: NOW + 5_000 };
    expect(transition(offline, trigger('online'))).toEqual({ mode: { name: 'waiting', retryAt: NOW + 5_000 }, run: false });
    expect(transition(offline, trigger('online', { now: NOW + 5_000 })).run).toBe(true);
    expect(transition({ name: 'offline', retryAt: null }, trigger('online'))).toEqual({ mode: DRAINING, run: true });
  });

  it('paused after a 401: the same token never drains ("Sync now" neither); another token does', () => {
    for (const t of [...ALL_BUT_MANUAL, 'manual' as const]) expect(transition(PAUSED, trigger(t))).toEqual({ mode: PAUSED, run: false });
    expect(transition(PAUSED, trigger('sign-in', { token: 'T2' }))).toEqual({ mode: DRAINING, run: true });
    expect(transition(PAUSED, trigger('sign-in', { token: null }))).toEqual({ mode: PAUSED, run: false });
  });

  it('signed out: nothing starts and the mode stays', () => {
    for (const mode of [IDLE, WAITING]) expect(transition(mode, trigger('manual', { token: null }))).toEqual({ mode, run: false });
  });

  it('draining: a trigger is never lost, it makes the drain go round once more ("Sync now" stays the strongest)', () => {
    const auto = transition(DRAINING, trigger('write'));
    expect(auto).toEqual({ mode: { ...DRAINING, pending: 'auto' }, run: false });
    const manual = transition(auto.mode, trigger('manual'));
    expect(manual.mode).toEqual({ ...DRAINING, pending: 'manual' });
    expect(transition(manual.mode, trigger('peer')).mode).toEqual({ ...DRAINING, pending: 'manual' });
    expect(transition(auto.mode, { type: 'round-ended', outcome: { kind: 'done' } })).toEqual({ mode: DRAINING, run: true });
    expect(transition(manual.mode, { type: 'round-ended', outcome: { kind: 'done' } })).toEqual({ mode: { ...DRAINING, manual: true }, run: true });
  });

  it('a drain ends in the mode its outcome says', () => {
    const ended = (outcome: Extract<EngineEvent, { type: 'round-ended' }>['outcome'], from: EngineMode = DRAINING) =>
      transition(from, { type: 'round-ended', outcome });
    expect(ended({ kind: 'done' })).toEqual({ mode: IDLE, run: false });
    expect(ended({ kind: 'retry', retryAt: NOW + 2_000 })).toEqual({ mode: { name: 'waiting', retryAt: NOW + 2_000 }, run: false });
    // A retry after which "Sync now" was pressed goes again; an automatic trigger waits for the backoff.
    expect(ended({ kind: 'retry', retryAt: NOW + 2_000 }, { ...DRAINING, pending: 'auto' }).mode.name).toBe('waiting');
    expect(ended({ kind: 'retry', retryAt: NOW + 2_000 }, { ...DRAINING, pending: 'manual' })).toEqual({ mode: { ...DRAINING, manual: true }, run: true });
    expect(ended({ kind: 'auth', token: 'T1', userId: 'u1' })).toEqual({ mode: PAUSED, run: false });
    expect(ended({ kind: 'offline' })).toEqual({ mode: { name: 'offline', retryAt: null }, run: false });
    // The network came back during a drain that found none: look again.
    expect(ended({ kind: 'offline' }, { ...DRAINING, pending: 'auto' })).toEqual({ mode: DRAINING, run: true });
    expect(ended({ kind: 'signed-out' })).toEqual({ mode: IDLE, run: false });
  });

  it("another tab's drain tells this tab about the shared queue", () => {
    expect(transition(WAITING, { type: 'peer-ended', retryAt: null })).toEqual({ mode: IDLE, run: false });
    expect(transition(IDLE, { type: 'peer-ended', retryAt: NOW + 9_000 })).toEqual({ mode: { name: 'waiting', retryAt: NOW + 9_000 }, run: false });
    expect(transition({ name: 'offline', retryAt: NOW }, { type: 'peer-ended', retryAt: null })).toEqual({ mode: { name: 'offline', retryAt: null }, run: false });
    for (const mode of [DRAINING, PAUSED]) expect(transition(mode, { type: 'peer-ended', retryAt: null })).toEqual({ mode, run: false });
  });

  it('a trigger that starts nothing answers with the reason', () => {
    expect([IDLE, WAITING, PAUSED, { name: 'offline', retryAt: null } as EngineMode].map(outcomeOfMode)).toEqual(['done', 'retry', 'auth', 'offline']);
  });
});
