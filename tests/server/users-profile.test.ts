import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { DATE_OF_BIRTH_IN_FUTURE, MAX_PROFILE_PHOTO_BYTES, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE } from '@shared/contracts/users';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('photoUrl', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'PUT', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe('users: profile read and update', () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T09:00:00Z' });
    for (const [key, email] of Object.entries(DEMO)) {
      auth[key] = bearer(await tokenFor(t, email));
      const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[key] = u.id;
    }
  }, 180_000);
  afterAll(() => t.close());

  const get = (id: string, who: string) => t.app.inject({ method: 'GET', url: `/api/users/${id}?includeProfile=true`, headers: auth[who] });
  const put = async (id: string, who: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) => {
    const body = await multipart(fields, file);
    return t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { ...auth[who], ...body.headers }, payload: body.payload });
  };

  it('answers the user fields, the company and the agent profile in data', async () => {
    const res = await get(ids.seedAgent, 'seedAgent');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: ids.seedAgent, email: DEMO.seedAgent, role: 'engaged_agent', company: { name: 'SeedSasa' } });
    expect(data.agentProfile).not.toBeNull();
    expect(data).not.toHaveProperty('passwordHash');
  });

  it('lets a user see self, a company admin its company, the admin anyone; others get 404', async () => {
    expect((await get(ids.recruit, 'seedAgent')).statusCode).toBe(404);
    expect((await get(ids.seedAgent, 'seedAdmin')).statusCode).toBe(200);
    expect((await get(ids.lenderAgent, 'seedAdmin')).statusCode).toBe(404);
    expect((await get(ids.admin, 'seedAdmin')).statusCode).toBe(404);
    expect((await get(ids.lenderAgent, 'admin')).statusCode).toBe(200);
    expect((await get(randomUUID(), 'admin')).statusCode).toBe(404);
  });

  it('updates personal and professional fields from the multipart form, agentProfile[...] keys included', async () => {
    const res = await put(ids.recruit, 'recruit', {
      name: 'Felix M. Mutua',
      email: 'Felix.New@Demo.local',
      phoneNumber: '0711 222 333',
      gender: 'Male',
      maritalStatus: 'Married',
      numberOfChildren: '2',
      dateOfBirth: '1990-05-01',
      'agentProfile[workGeographicLocation]': 'Nakuru',
      'agentProfile[yearsOfSalesFieldExperience]': '4',
      'agentProfile[educationLevel]': 'Diploma',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Felix M. Mutua',
      email: 'felix.new@demo.local',
      phoneNumber: '+254711222333',
      maritalStatus: 'Married',
      numberOfChildren: 2,
      dateOfBirth: '1990-05-01',
      agentProfile: { workGeographicLocation: 'Nakuru', yearsOfSalesFieldExperience: 4, educationLevel: 'Diploma' },
    });
    // A new email and phone number, even by the user: every session ends, and the old and new addresses are told.
    expect((await get(ids.recruit, 'recruit')).statusCode).toBe(401);
    expect(t.mail.slice(-2).map((m) => m.to)).toEqual([DEMO.recruit, 'felix.new@demo.local']);
    for (const mail of t.mail.slice(-2)) {
      expect(mail.subject).toBe('Your email address and phone number were changed');
      expect(mail.text).toContain('changed by you');
    }
    auth.recruit = bearer(await tokenFor(t, 'felix.new@demo.local'));
  });

  it('stores a photo recognised by its bytes and serves it', async () => {
    const res = await put(ids.seedAgent, 'seedAgent', { name: 'David Kiptoo' }, { bytes: PNG, name: 'me.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.photoUrl;
    expect(url).toMatch(/^\/uploads\/photos\/[a-f0-9]{64}\.png$/);
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('refuses a photo that is not an image whatever its name and type, and one of 10 MB or more', async () => {
    const before = (await get(ids.seedAgent, 'seedAgent')).json().data.photoUrl;
    const fake = await put(ids.seedAgent, 'seedAgent', { name: 'Changed' }, { bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(PHOTO_NOT_IMAGE);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PROFILE_PHOTO_BYTES)]);
    const large = await put(ids.seedAgent, 'seedAgent', { name: 'Changed' }, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe(PHOTO_TOO_LARGE);
    const after = (await get(ids.seedAgent, 'seedAgent')).json().data;
    expect(after.photoUrl).toBe(before);
    expect(after.name).toBe('David Kiptoo');
  });

  it('answers 409 for an email or phone number of another user, in any spelling', async () => {
    const email = await put(ids.recruit, 'recruit', { email: 'AGENT.SEEDSASA@demo.local' });
    expect(email.statusCode).toBe(409);
    expect(email.json().details.fields.email).toBeDefined();
    const phone = await put(ids.recruit, 'recruit', { phoneNumber: '0700000021' });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().details.fields.phoneNumber).toBeDefined();
  });

  it('refuses a date of birth in the future, accepts today', async () => {
    const future = await put(ids.recruit, 'recruit', { dateOfBirth: '2026-11-21' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(DATE_OF_BIRTH_IN_FUTURE);
    expect((await put(ids.recruit, 'recruit', { dateOfBirth: '2026-11-20' })).statusCode).toBe(200);
  });

  it('refuses required fields left blank and counts that are not whole numbers', async () => {
    const blank = await put(ids.recruit, 'recruit', { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name is required');
    const children = await put(ids.recruit, 'recruit', { numberOfChildren: '-1' });
    expect(children.statusCode).toBe(400);
    const years = await put(ids.recruit, 'recruit', { 'agentProfile[yearsOfSalesFieldExperience]': 'abc' });
    expect(years.statusCode).toBe(400);
    expect(years.json().details.fields['agentProfile.yearsOfSalesFieldExperience']).toBe('Valid number required');
  });

  it('accepts the JSON body the outbox sends for an offline edit, once per Idempotency-Key', async () => {
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${ids.lenderAgent}`,
        headers: { ...auth.lenderAgent, 'idempotency-key': key },
        payload: { name: 'Esther A. Achieng', numberOfChildren: 1, agentProfile: { workGeographicLocation: 'Kisumu' } },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ name: 'Esther A. Achieng', numberOfChildren: 1, agentProfile: { workGeographicLocation: 'Kisumu' } });
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('applies a profile edit queued offline when the outbox sends it in a sync batch', async () => {
    const id = randomUUID();
    const entry = { id, method: 'PUT', path: `/users/${ids.lenderAgent}`, body: { maritalStatus: 'Single', agentProfile: { educationLevel: 'Master' } } };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: auth.lenderAgent,
      payload: { device: { backlog: 1, oldestEntryAgeSeconds: 60 }, entries: [entry] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ id, status: 200 });
    expect((await get(ids.lenderAgent, 'lenderAgent')).json()).toMatchObject({ data: { maritalStatus: 'Single', agentProfile: { educationLevel: 'Master' } } });
  });

  it('lets a company admin edit users of its own company only; an agent nobody else', async () => {
    expect((await put(ids.seedAgent, 'seedAdmin', { name: 'David K.' })).statusCode).toBe(200);
    expect((await put(ids.lenderAgent, 'seedAdmin', { name: 'Nope' })).statusCode).toBe(404);
    expect((await put(ids.recruit, 'seedAgent', { name: 'Nope' })).statusCode).toBe(404);
    expect((await put(ids.lenderAgent, 'admin', { name: 'Esther Achieng' })).statusCode).toBe(200);
  });
});
