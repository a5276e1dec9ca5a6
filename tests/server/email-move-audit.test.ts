/**
 * A company admin may move an agent's email to another mailbox (the product's rule), but the agent hears of it
 * at the old and the new address and the platform admin reads it in the audit trail (issue 31 item 8, ADR 0060).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

describe('an email moved by another person: mails to both addresses, one audit row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  const asUser = async (email: string) => bearer(await tokenFor(t, email));
  const idOf = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const moveEmail = (auth: Record<string, string>, id: string, email: string, key = randomUUID()) =>
    t.app.inject({ method: 'PUT', url: `/api/agents/${id}`, headers: { ...auth, 'idempotency-key': key }, payload: { email } });
  const rowsFor = (id: string) => t.deps.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
  const trail = (auth: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `/api/audit-events${query}`, headers: auth });

  it('a company admin moving an agent’s email: both addresses told, one audit row, written once on replay', async () => {
    const admin = await asUser(DEMO.seedAdmin);
    const agentId = await idOf(DEMO.seedAgent);
    const mailbox = `boss.${randomUUID()}@example.com`;
    const key = randomUUID();
    t.mail.length = 0;
    const moved = await moveEmail(admin, agentId, mailbox, key);
    expect(moved.statusCode).toBe(200);
    expect(t.mail.map((m) => m.to).sort()).toEqual([DEMO.seedAgent, mailbox].sort());
    expect(new Set(t.mail.map((m) => m.subject))).toEqual(new Set(['Your email address was changed']));
    const replay = await moveEmail(admin, agentId, mailbox, key);
    expect(replay.statusCode).toBe(200);
    // The same edit again under a new key changes nothing: no row, no mail.
    expect((await moveEmail(admin, agentId, mailbox.toUpperCase())).statusCode).toBe(200);
    expect(t.mail).toHaveLength(2);
    const rows = await rowsFor(agentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'email_changed', oldValue: DEMO.seedAgent, newValue: mailbox, actorId: await idOf(DEMO.seedAdmin) });
    // Put back for the other cases.
    expect((await moveEmail(admin, agentId, DEMO.seedAgent)).statusCode).toBe(200);
  });

  it('a company admin of another company and an agent cannot move it (nothing written, nothing sent)', async () => {
    const agentId = await idOf(DEMO.seedAgent);
    const before = (await rowsFor(agentId)).length;
    t.mail.length = 0;
    const otherCompany = await moveEmail(await asUser(DEMO.lenderAdmin), agentId, 'lender@example.com');
    expect(otherCompany.statusCode).toBe(404);
    const agent = await moveEmail(await asUser(DEMO.lenderAgent), agentId, 'agent@example.com');
    expect(agent.statusCode).toBe(403);
    const throughProfile = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${agentId}`,
      headers: { ...(await asUser(DEMO.lenderAgent)), 'idempotency-key': randomUUID() },
      payload: { email: 'agent@example.com' },
    });
    expect([403, 404]).toContain(throughProfile.statusCode);
    expect(await rowsFor(agentId)).toHaveLength(before);
    expect(t.mail).toHaveLength(0);
  });

  it('the platform admin moving it is audited too; a user changing their own email is not, and is told at both addresses', async () => {
    const agentId = await idOf(DEMO.lenderAgent);
    // The fake clock stands still: a second later makes this move the newest of the trail (the next test reads it first).
    t.clock.advance(1_000);
    const moved = await moveEmail(await asUser(DEMO.admin), agentId, 'moved.by.admin@example.com');
    expect(moved.statusCode).toBe(200);
    expect(await rowsFor(agentId)).toMatchObject([{ kind: 'email_changed', actorId: await idOf(DEMO.admin) }]);
    t.mail.length = 0;
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${agentId}`,
      headers: { ...(await asUser('moved.by.admin@example.com')), 'idempotency-key': randomUUID() },
      payload: { email: DEMO.lenderAgent },
    });
    expect(own.statusCode).toBe(200);
    expect(t.mail.map((m) => m.to).sort()).toEqual([DEMO.lenderAgent, 'moved.by.admin@example.com'].sort());
    expect(await rowsFor(agentId)).toHaveLength(1);
  });

  it('the trail is the platform admin’s alone, newest first, paged', async () => {
    const page = await trail(await asUser(DEMO.admin), '?limit=1');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.events).toHaveLength(1);
    expect(body.pagination.totalItems).toBeGreaterThanOrEqual(3);
    expect(body.events[0]).toMatchObject({ kind: 'email_changed', subjectKind: 'user', actorName: expect.any(String), newValue: 'moved.by.admin@example.com' });
    const second = (await trail(await asUser(DEMO.admin), '?limit=1&page=2')).json();
    expect(second.events[0].id).not.toBe(body.events[0].id);
    for (const email of [DEMO.seedAdmin, DEMO.lenderAdmin, DEMO.seedAgent, DEMO.recruit]) expect((await trail(await asUser(email))).statusCode, email).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
    expect((await trail(await asUser(DEMO.admin), '?limit=1000')).statusCode).toBe(400);
  });
});
