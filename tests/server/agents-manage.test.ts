import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireSubmissions, users } from '@server/db/schema';
import { NO_COMPANY_FOR_ROLE, OWN_DETAILS, ROLE_NOT_ALLOWED } from '@server/modules/agents/agents.service';
import { awardPoints } from '@server/modules/points/points.repo';
import { recordDeviceReport } from '@server/modules/sync/sync.repo';
import { tierFor } from '@shared/tiers';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';
import { PHONE_INVALID } from '@shared/contracts/person-fields';

interface AgentDto {
  id: string;
  email: string;
  role: string;
  companyId: string | null;
  lastSyncAt: string | null;
  backlog: number;
  oldestEntryAgeSeconds: number;
  qualification: { percentage: number; qualified: boolean } | null;
  totalPoints: number;
  tier: string;
}

describe('agents: Manage Users', () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const ids: Record<string, string> = {};
  const companyOf: Record<string, string | null> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T09:00:00Z' });
    for (const [key, email] of Object.entries(DEMO)) {
      auth[key] = bearer(await tokenFor(t, email));
      const [u] = await t.deps.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, email));
      ids[key] = u.id;
      companyOf[key] = u.companyId;
    }
  }, 180_000);
  afterAll(() => t.close());

  const list = async (who: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/agents?limit=100${query}`, headers: auth[who] });
    expect(res.statusCode).toBe(200);
    return res.json() as { agents: AgentDto[]; pagination: { totalItems: number; totalPages: number; currentPage: number } };
  };
  const put = (id: string, who: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/agents/${id}`, headers: auth[who], payload });

  it('shows a company admin its own company only, whatever companyId it sends', async () => {
    const own = await list('seedAdmin');
    expect(own.agents.length).toBeGreaterThan(0);
    expect(own.agents.every((a) => a.companyId === companyOf.seedAdmin)).toBe(true);
    const asked = await list('seedAdmin', `&companyId=${companyOf.lenderAdmin}`);
    expect(asked.agents.map((a) => a.id).sort()).toEqual(own.agents.map((a) => a.id).sort());
    expect((await t.app.inject({ method: 'GET', url: `/api/agents/${ids.lenderAgent}`, headers: auth.seedAdmin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/agents', headers: auth.seedAgent })).statusCode).toBe(403);
  });

  it('lets the admin filter by company, role, name, email and phone, 10 per page by default', async () => {
    const everyone = await list('admin');
    expect(new Set(everyone.agents.map((a) => a.companyId)).size).toBeGreaterThan(1);
    const lender = await list('admin', `&companyId=${companyOf.lenderAdmin}`);
    expect(lender.agents.every((a) => a.companyId === companyOf.lenderAdmin)).toBe(true);
    expect((await list('admin', '&role=potential_agent')).agents.every((a) => a.role === 'potential_agent')).toBe(true);
    expect((await list('admin', '&name=kiptoo')).agents.map((a) => a.email)).toEqual([DEMO.seedAgent]);
    expect((await list('admin', '&email=EVERLEND')).agents.map((a) => a.email).sort()).toEqual([DEMO.lenderAdmin, DEMO.lenderAgent].sort());
    expect((await list('admin', '&phone=0700000011')).agents.map((a) => a.email)).toEqual([DEMO.seedAgent]);
    const paged = await t.app.inject({ method: 'GET', url: '/api/agents', headers: auth.admin });
    expect(paged.json().agents.length).toBeLessThanOrEqual(10);
    expect(paged.json().pagination).toMatchObject({ currentPage: 1, limit: 10, totalItems: everyone.pagination.totalItems });
  });

  it('carries each agent’s last sync and backlog, qualification and tier', async () => {
    const at = new Date('2026-11-19T15:00:00Z');
    await recordDeviceReport(t.deps.db, ids.seedAgent, { backlog: 3, oldestEntryAgeSeconds: 7200 }, at);
    for (let i = 0; i < 20; i++) {
      await awardPoints(t.deps.db, { userId: ids.seedAgent, companyId: companyOf.seedAgent, activityType: 'REGISTER_FARMER', description: 't', sourceKey: `test-agents:${i}`, recordedAt: t.clock.now() });
    }
    const [submission] = await t.deps.db.select().from(questionnaireSubmissions).where(eq(questionnaireSubmissions.userId, ids.seedAgent));
    const agents = (await list('seedAdmin')).agents;
    const agent = agents.find((a) => a.id === ids.seedAgent)!;
    expect(agent).toMatchObject({ lastSyncAt: at.toISOString(), backlog: 3, oldestEntryAgeSeconds: 7200 });
    expect(agent.totalPoints).toBeGreaterThanOrEqual(200);
    expect(agent.tier).toBe(tierFor(agent.totalPoints).name);
    expect(agent.tier).not.toBe('Rookie');
    expect(agent.qualification).toEqual(submission ? { percentage: submission.overallPercent, qualified: submission.qualified } : null);
    const never = agents.find((a) => a.id === ids.recruit)!;
    expect(never).toMatchObject({ lastSyncAt: null, backlog: 0, oldestEntryAgeSeconds: 0 });
  });

  it('applies only the fields sent and stores the edit form’s lower-case gender as the profile writes it', async () => {
    const res = await put(ids.recruit, 'seedAdmin', { name: 'Felix Mutua Jr', gender: 'female' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Felix Mutua Jr', gender: 'Female', email: DEMO.recruit, role: 'potential_agent' });
  });

  it('refuses a phone number that is not one with the message the form shows', async () => {
    const res = await put(ids.recruit, 'seedAdmin', { phoneNumber: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.phoneNumber).toBe(PHONE_INVALID);
  });

  it('lets a company admin give agent and company-admin roles in its company, never admin', async () => {
    expect((await put(ids.recruit, 'seedAdmin', { role: 'engaged_agent' })).json().data.role).toBe('engaged_agent');
    expect((await put(ids.recruit, 'seedAdmin', { role: 'potential_agent' })).json().data.role).toBe('potential_agent');
    const toAdmin = await put(ids.recruit, 'seedAdmin', { role: 'admin' });
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.json().message).toBe(ROLE_NOT_ALLOWED);
    expect((await put(ids.lenderAgent, 'seedAdmin', { role: 'engaged_agent' })).statusCode).toBe(404);
    // Once a company admin, the recruit is a peer: only the platform admin may change them again.
    expect((await put(ids.recruit, 'seedAdmin', { role: 'company_admin' })).json().data.role).toBe('company_admin');
    expect((await put(ids.recruit, 'seedAdmin', { role: 'potential_agent' })).statusCode).toBe(403);
    expect((await put(ids.recruit, 'admin', { role: 'potential_agent' })).json().data.role).toBe('potential_agent');
  });

  it('sends everybody to the profile for their own details, and lets the admin give any role', async () => {
    const own = await put(ids.seedAdmin, 'seedAdmin', { role: 'engaged_agent' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_DETAILS);
    expect((await put(ids.admin, 'admin', { role: 'company_admin' })).statusCode).toBe(403);
    expect((await put(ids.admin, 'admin', { name: 'Amina P.' })).statusCode).toBe(403);
    expect((await put(ids.seedAgent, 'admin', { role: 'company_admin' })).json().data.role).toBe('company_admin');
    expect((await put(ids.seedAgent, 'admin', { role: 'engaged_agent' })).json().data.role).toBe('engaged_agent');
  });

  it('takes the company away from a user promoted to platform admin, and gives no company role to one without a company', async () => {
    const promoted = await put(ids.lenderAgent, 'admin', { role: 'admin' });
    expect(promoted.json().data).toMatchObject({ role: 'admin', companyId: null, company: null });
    // Their former company's admin no longer sees them, let alone edits them.
    expect((await t.app.inject({ method: 'GET', url: `/api/agents/${ids.lenderAgent}`, headers: auth.lenderAdmin })).statusCode).toBe(404);
    expect((await put(ids.lenderAgent, 'lenderAdmin', { email: 'taken.over@demo.local' })).statusCode).toBe(404);
    const demoted = await put(ids.lenderAgent, 'admin', { role: 'engaged_agent' });
    expect(demoted.statusCode).toBe(422);
    expect(demoted.json()).toMatchObject({ code: 'NO_COMPANY', message: NO_COMPANY_FOR_ROLE });
    await t.deps.db.update(users).set({ role: 'engaged_agent', companyId: companyOf.lenderAgent }).where(eq(users.id, ids.lenderAgent));
  });

  it('refuses a company admin editing a peer company admin or a platform admin (the takeover of issue 13)', async () => {
    const [peer] = await t.deps.db
      .insert(users)
      .values({ name: 'Peer Admin', email: 'peer.admin@demo.local', passwordHash: 'x', role: 'company_admin', companyId: companyOf.seedAdmin })
      .returning({ id: users.id });
    const peerEdit = await put(peer.id, 'seedAdmin', { email: 'attacker@demo.local' });
    expect(peerEdit.statusCode).toBe(403);
    expect((await put(ids.admin, 'seedAdmin', { email: 'attacker@demo.local' })).statusCode).toBe(404);
    expect((await put(ids.lenderAdmin, 'seedAdmin', { email: 'attacker@demo.local' })).statusCode).toBe(404);
    const [stored] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, peer.id));
    expect(stored.email).toBe('peer.admin@demo.local');
    // Seeing a peer in Manage Users stays allowed: the list shows them anyway.
    expect((await t.app.inject({ method: 'GET', url: `/api/agents/${peer.id}`, headers: auth.seedAdmin })).statusCode).toBe(200);
  });

  it('signs a user out everywhere when their email or phone number changes, and mails the old address', async () => {
    const agentToken = auth.seedAgent;
    const me = () => t.app.inject({ method: 'GET', url: `/api/users/${ids.seedAgent}`, headers: agentToken });
    expect((await me()).statusCode).toBe(200);
    t.mail.length = 0;
    expect((await put(ids.seedAgent, 'seedAdmin', { name: 'David K. Kiptoo' })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    expect(t.mail).toEqual([]);

    expect((await put(ids.seedAgent, 'seedAdmin', { email: 'david.new@demo.local' })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    // The old address and the new one (ADR 0060).
    expect(t.mail.map((m) => m.to)).toEqual([DEMO.seedAgent, 'david.new@demo.local']);
    expect(t.mail[0]).toMatchObject({ to: DEMO.seedAgent, subject: 'Your email address was changed' });
    expect(t.mail[0].text).toContain('signed out on every device');

    auth.seedAgent = bearer(await tokenFor(t, 'david.new@demo.local'));
    expect((await put(ids.seedAgent, 'seedAdmin', { phoneNumber: '0722 000 111' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ids.seedAgent}`, headers: auth.seedAgent })).statusCode).toBe(401);
    expect(t.mail.at(-1)).toMatchObject({ to: 'david.new@demo.local', subject: 'Your phone number was changed' });
    // The same email in another case is no change.
    auth.seedAgent = bearer(await tokenFor(t, 'david.new@demo.local'));
    expect((await put(ids.seedAgent, 'seedAdmin', { email: 'DAVID.NEW@demo.local', phoneNumber: '+254722000111' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ids.seedAgent}`, headers: auth.seedAgent })).statusCode).toBe(200);
    await put(ids.seedAgent, 'seedAdmin', { email: DEMO.seedAgent, phoneNumber: '+254700000011' });
    auth.seedAgent = bearer(await tokenFor(t, DEMO.seedAgent));
  });

  it("mails the notice in the user's language, naming who changed what", async () => {
    await t.deps.db.update(users).set({ language: 'sw' }).where(eq(users.id, ids.seedAgent));
    t.mail.length = 0;
    expect((await put(ids.seedAgent, 'seedAdmin', { email: 'david.sw@demo.local', phoneNumber: '0722 000 222' })).statusCode).toBe(200);
    expect(t.mail.map((m) => m.to)).toEqual([DEMO.seedAgent, 'david.sw@demo.local']);
    expect(t.mail[0]).toMatchObject({ to: DEMO.seedAgent, subject: 'Anwani yako ya barua pepe na nambari yako ya simu zimebadilishwa' });
    const [admin] = await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, ids.seedAdmin));
    expect(t.mail[0].text).toContain(`zimebadilishwa na ${admin.name}.`);
    expect(t.mail[0].text).toContain('Umeondolewa kwenye akaunti kwenye kila kifaa');

    // The user's own change through the profile: "na wewe" (by you), to the address they had.
    const own = bearer(await tokenFor(t, 'david.sw@demo.local'));
    const form = new FormData();
    form.append('email', DEMO.seedAgent);
    const request = new Request('http://x', { method: 'PUT', body: form });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ids.seedAgent}`,
      headers: { ...own, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(t.mail.at(-2)).toMatchObject({ to: 'david.sw@demo.local', subject: 'Anwani yako ya barua pepe imebadilishwa' });
    expect(t.mail.at(-1)).toMatchObject({ to: DEMO.seedAgent, subject: 'Anwani yako ya barua pepe imebadilishwa' });
    expect(t.mail.at(-2)!.text).toContain('Habari ');
    expect(t.mail.at(-2)!.text).toContain('imebadilishwa na wewe.');

    await t.deps.db.update(users).set({ language: 'en' }).where(eq(users.id, ids.seedAgent));
    await put(ids.seedAgent, 'seedAdmin', { phoneNumber: '+254700000011' });
    auth.seedAgent = bearer(await tokenFor(t, DEMO.seedAgent));
  });

  it('answers 409 for an email, phone or agent code another user holds', async () => {
    expect((await put(ids.recruit, 'admin', { email: DEMO.seedAgent.toUpperCase() })).statusCode).toBe(409);
    expect((await put(ids.recruit, 'admin', { phoneNumber: '+254 700 000 011' })).statusCode).toBe(409);
    const [other] = await t.deps.db.select({ code: users.agentCode }).from(users).where(eq(users.id, ids.seedAgent));
    expect((await put(ids.recruit, 'admin', { agentCode: other.code })).statusCode).toBe(409);
    expect((await put(ids.recruit, 'admin', { email: '' })).statusCode).toBe(400);
  });
});
