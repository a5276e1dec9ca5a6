import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { nextAgents } from '@server/modules/reports/agent-training.repo';
import { AGENT_TRAINING_CSV_FILE, type AgentTrainingRow } from '@shared/contracts/reports';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

interface Report {
  data: AgentTrainingRow[];
  pagination: { currentPage: number; totalPages: number; totalItems: number; limit: number };
  filters: { modules: { id: string; title: string }[]; companies: { id: string; name: string }[] };
}

describe('reports: agent training report', () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const ids: Record<string, string> = {};
  const companyOf: Record<string, string | null> = {};
  let agentCount: number;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T09:00:00Z' });
    for (const [key, email] of Object.entries(DEMO)) {
      auth[key] = bearer(await tokenFor(t, email));
      const [u] = await t.deps.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, email));
      ids[key] = u.id;
      companyOf[key] = u.companyId;
    }
    const all = await t.deps.db.select({ role: users.role }).from(users);
    agentCount = all.filter((u) => u.role === 'engaged_agent' || u.role === 'potential_agent').length;
  }, 180_000);
  afterAll(() => t.close());

  const report = async (who: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/agent-training?limit=100${query}`, headers: auth[who] });
    expect(res.statusCode).toBe(200);
    return res.json() as Report;
  };
  const csv = (who: string, query = '') => t.app.inject({ method: 'GET', url: `/api/reports/agent-training?exportCsv=true${query}`, headers: auth[who] });

  it('lists every agent × active module with the status each agent sees, and the filter choices', async () => {
    const r = await report('admin');
    expect(r.filters.modules.length).toBeGreaterThanOrEqual(2);
    expect(r.filters.companies.length).toBeGreaterThanOrEqual(3);
    expect(r.pagination.totalItems).toBe(agentCount * r.filters.modules.length);
    const [m1, m2] = r.filters.modules;
    const row = (user: string, module: string) => r.data.find((d) => d.user.id === ids[user] && d.module.id === module)!;
    expect(row('seedAgent', m1.id)).toMatchObject({ status: 'completed', module: { title: m1.title }, company: { name: 'SeedSasa' } });
    expect(row('seedAgent', m1.id).completionDate).not.toBeNull();
    expect(Date.parse(row('seedAgent', m1.id).firstAccessDate!)).toBeLessThanOrEqual(Date.parse(row('seedAgent', m1.id).completionDate!));
    expect(row('seedAgent', m2.id)).toMatchObject({ status: 'in_progress', completionDate: null });
    expect(row('lenderAgent', m1.id).status).toBe('in_progress');
    expect(row('recruit', m1.id)).toMatchObject({ status: 'not_started', firstAccessDate: null, completionDate: null });
  });

  it('filters by status, module and company, and pages by 10', async () => {
    const completed = await report('admin', '&status=completed');
    expect(completed.data.length).toBeGreaterThan(0);
    expect(completed.data.every((d) => d.status === 'completed' && d.completionDate)).toBe(true);
    const { modules } = (await report('admin')).filters;
    const m2 = await report('admin', `&moduleId=${modules[1].id}`);
    expect(m2.data.every((d) => d.module.id === modules[1].id)).toBe(true);
    expect(m2.pagination.totalItems).toBe(agentCount);
    const lender = await report('admin', `&companyId=${companyOf.lenderAgent}`);
    expect(lender.data.every((d) => d.company?.id === companyOf.lenderAgent)).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/api/reports/agent-training?page=2', headers: auth.admin });
    expect(page.json().pagination).toMatchObject({ currentPage: 2, limit: 10 });
    const beyond = await t.app.inject({ method: 'GET', url: '/api/reports/agent-training?page=999', headers: auth.admin });
    expect(beyond.json()).toMatchObject({ data: [], pagination: { totalItems: agentCount * modules.length } });
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/agent-training?status=done', headers: auth.admin })).statusCode).toBe(400);
  });

  it('shows a company admin its own company only, without company choices', async () => {
    const own = await report('seedAdmin', `&companyId=${companyOf.lenderAgent}`);
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((d) => d.company?.id === companyOf.seedAdmin)).toBe(true);
    expect(own.filters.companies).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/agent-training', headers: auth.seedAgent })).statusCode).toBe(403);
  });

  it('exports every filtered row as agent-training-report.csv: BOM, header, formula-safe cells', async () => {
    await t.deps.db.update(users).set({ name: '=HYPERLINK("http://evil")' }).where(eq(users.id, ids.recruit));
    const res = await csv('admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(AGENT_TRAINING_CSV_FILE);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Agent,Module,Status,First Access,Completion Date,Duration,Company');
    expect(lines.length - 1).toBe((await report('admin')).pagination.totalItems);
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""http://evil"")"`))).toBe(true);
    expect(lines.some((l) => l.startsWith('=') || l.includes(',='))).toBe(false);
    const done = lines.find((l) => l.startsWith('David Kiptoo') && l.includes('Completed'))!;
    expect(done).toMatch(/,(\d+d )?(\d+h )?(\d+m )?\d+s,SeedSasa$/);
  });

  it('exports a company admin’s own rows without the Company column', async () => {
    const res = await csv('lenderAdmin', '&status=in_progress');
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Agent,Module,Status,First Access,Completion Date,Duration');
    expect(lines.slice(1).length).toBe((await report('lenderAdmin', '&status=in_progress')).pagination.totalItems);
    expect(lines.slice(1).every((l) => l.includes(',In Progress,'))).toBe(true);
    expect(res.body).not.toContain('David Kiptoo');
  });

  it('walks every agent once in report order for the export batches, names shared or not', async () => {
    await t.deps.db.update(users).set({ name: 'Same Name' }).where(eq(users.id, ids.seedAgent));
    await t.deps.db.update(users).set({ name: 'Same Name' }).where(eq(users.id, ids.lenderAgent));
    const all = await nextAgents(t.deps.db, undefined, null, 1000);
    const walked: string[] = [];
    let after: { name: string; id: string } | null = null;
    for (let batch = await nextAgents(t.deps.db, undefined, after, 1); batch.length; batch = await nextAgents(t.deps.db, undefined, after, 1)) {
      walked.push(batch[0].id);
      after = batch[0];
    }
    expect(walked).toEqual(all.map((a) => a.id));
    expect(walked.length).toBe(agentCount);
  });
});
