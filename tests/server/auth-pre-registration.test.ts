import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_CODE_PATTERN } from '@shared/contracts/auth';
import { sessionUserSchema } from '@shared/contracts/users-common';
import { users } from '@server/db/schema';
import { storedKeys } from '../support/blobs';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

/** A real 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('POST /api/agents/pre-registration/submit', () => {
  let t: TestApp;
  let everlendId: string;
  beforeAll(async () => {
    t = await createTestApp();
    everlendId = (await t.app.inject({ method: 'GET', url: '/api/companies/all' })).json().companies.find((c: { name: string }) => c.name === 'Everlend').id;
  });
  afterAll(() => t.close());

  let n = 0;
  /** A complete form as the client sends it, with a fresh email and phone number each time. */
  const form = (over: Record<string, unknown> = {}) => {
    n += 1;
    return {
      email: `new.agent${n}@example.com`,
      phoneNumber: `07220000${String(n).padStart(2, '0')}`,
      password: 'agent-pass',
      name: `New Agent ${n}`,
      photo: `data:image/png;base64,${PNG_BASE64}`,
      gender: 'Other',
      maritalStatus: 'Single',
      numberOfChildren: 2,
      dateOfBirth: '1995-04-12',
      workGeographicLocation: 'Kitale',
      yearsOfSalesFieldExperience: 3,
      educationLevel: 'Diploma',
      role: 'AGENT',
      agentCode: 'AGQ7X2K9',
      companyId: everlendId,
      ...over,
    };
  };
  const submit = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/agents/pre-registration/submit', payload: payload as object });
  const photoFiles = () => storedKeys(t.deps.db, 'photos/');

  it('creates a signed-in potential agent of the default company, whatever role and company the form sends', async () => {
    const res = await submit(form({ role: 'admin' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.role).toBe('potential_agent');
    const user = sessionUserSchema.parse(body.user);
    expect(user).toMatchObject({
      role: 'potential_agent',
      companySlug: 'seedsasa',
      agentCode: 'AGQ7X2K9',
      gender: 'Other',
      maritalStatus: 'Single',
      numberOfChildren: 2,
      dateOfBirth: '1995-04-12',
      phoneNumber: '+254722000001',
      agentProfile: { workGeographicLocation: 'Kitale', yearsOfSalesFieldExperience: 3, educationLevel: 'Diploma' },
    });
    expect(user.companyId).not.toBe(everlendId);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: '0722000001', password: 'agent-pass' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: bearer(body.token) })).statusCode).toBe(200);
  });

  it('stores the photo by its content hash and serves it with long caching and nosniff', async () => {
    const res = await submit(form());
    const photoUrl: string = res.json().user.photoUrl;
    const bytes = Buffer.from(PNG_BASE64, 'base64');
    const name = `${createHash('sha256').update(bytes).digest('hex')}.png`;
    expect(photoUrl).toBe(`/uploads/photos/${name}`);
    expect(await photoFiles()).toContain(`photos/${name}`);

    const served = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a text file disguised as image/png with 400, storing nothing', async () => {
    const before = await photoFiles();
    const disguised = Buffer.from('<script>alert(1)</script> not an image').toString('base64');
    const payload = form({ photo: `data:image/png;base64,${disguised}` });
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.photo).toMatch(/image/);
    expect(await photoFiles()).toEqual(before);
    expect(await t.deps.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('refuses a photo that is not a data URL of an image type', async () => {
    expect((await submit(form({ photo: 'data:text/plain;base64,aGVsbG8=' }))).statusCode).toBe(400);
    expect((await submit(form({ photo: 'https://example.com/me.png' }))).statusCode).toBe(400);
  });

  it('accepts a registration without a photo and fills the defaults', async () => {
    const payload = form({ photo: '', numberOfChildren: undefined, yearsOfSalesFieldExperience: undefined, agentCode: undefined });
    const res = await submit(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ photoUrl: null, numberOfChildren: 0, agentProfile: { yearsOfSalesFieldExperience: 0 } });
    expect(res.json().user.agentCode).toMatch(AGENT_CODE_PATTERN);
  });

  it('keeps a free, well-formed agent code and replaces a taken or malformed one', async () => {
    const taken = await submit(form({ agentCode: 'AGQ7X2K9', photo: '' }));
    expect(taken.statusCode).toBe(201);
    expect(taken.json().user.agentCode).toMatch(AGENT_CODE_PATTERN);
    expect(taken.json().user.agentCode).not.toBe('AGQ7X2K9');
    const malformed = await submit(form({ agentCode: 'ag-123', photo: '' }));
    expect(malformed.statusCode).toBe(201);
    expect(malformed.json().user.agentCode).toMatch(AGENT_CODE_PATTERN);
  });

  it('refuses an email or phone number already registered with 409, and missing fields with 400', async () => {
    const first = form({ photo: '' });
    expect((await submit(first)).statusCode).toBe(201);
    expect((await submit({ ...form({ photo: '' }), email: first.email.toUpperCase() })).statusCode).toBe(409);
    expect((await submit({ ...form({ photo: '' }), phoneNumber: first.phoneNumber.replace(/^0/, '+254') })).statusCode).toBe(409);
    const missing = await submit({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toMatchObject({ email: 'Email is required', phoneNumber: 'Phone number is required', password: 'Password is required' });
  });

  it('serves only stored photo names', async () => {
    for (const url of ['/uploads/photos/..%2F..%2Fjwt-secret', '/uploads/photos/x.png', `/uploads/photos/${'A'.repeat(64)}.png`, `/uploads/photos/${'a'.repeat(64)}.svg`, `/uploads/photos/${'a'.repeat(64)}.png`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
