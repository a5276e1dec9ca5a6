import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
let agent = '';
let serial = 0;

const register = (extra: Record<string, unknown>) => {
  serial += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/farmers',
    headers: bearer(agent),
    payload: { name: `Located Farmer ${serial}`, phoneNumber: `07${String(57_000_000 + serial)}`, gender: 'Female', county: 'Nakuru', ...extra },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  agent = await tokenFor(t, DEMO.seedAgent);
});
afterAll(() => t.close());

describe("a farmer's location", () => {
  it('is stored and answered in the JSON, the list and the CSV export', async () => {
    const location = { latitude: -0.303099, longitude: 36.080026, accuracyMeters: 12.5 };
    const res = await register({ location });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.location).toEqual(location);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/farmers?name=${encodeURIComponent(res.json().data.name)}`, headers: bearer(agent) })).json();
    expect(listed.farmers[0].location).toEqual(location);
    const csv = (await t.app.inject({ method: 'GET', url: '/api/farmers?exportCsv=true', headers: bearer(agent) })).body;
    const [header, ...rows] = csv.slice(1).trimEnd().split('\r\n');
    expect(header.endsWith(',Registered On,Latitude,Longitude,Accuracy (m)')).toBe(true);
    expect(rows.find((r) => r.startsWith(res.json().data.name))?.endsWith(',-0.303099,36.080026,12.5')).toBe(true);
  });

  it('is optional: a farmer without one answers null', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(201);
    expect(res.json().data.location).toBeNull();
  });

  it('refuses values out of range with 400 naming the field', async () => {
    for (const [location, field] of [
      [{ latitude: 91, longitude: 36, accuracyMeters: 5 }, 'location.latitude'],
      [{ latitude: -1, longitude: -181, accuracyMeters: 5 }, 'location.longitude'],
      [{ latitude: -1, longitude: 36, accuracyMeters: -1 }, 'location.accuracyMeters'],
      [{ latitude: -1, longitude: 36, accuracyMeters: 200_000 }, 'location.accuracyMeters'],
      [{ latitude: -1, longitude: 36 }, 'location.accuracyMeters'],
    ] as const) {
      const res = await register({ location });
      expect(res.statusCode, JSON.stringify(location)).toBe(400);
      expect(Object.keys(res.json().details.fields)).toContain(field);
    }
  });
});
