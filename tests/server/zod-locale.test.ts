/**
 * The API's validation texts stay zod's English for a rule without a message of its own: zod/mini registers no
 * locale (classic zod did), so the server installs it (src/server/zod-config.ts, ADR 0030).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it("answers zod's English for a rule without a message of its own", async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/agents/pre-registration/submit', payload: { role: 'x'.repeat(41) } });
  expect(res.statusCode).toBe(400);
  expect(res.json().details.fields.role).toBe('Too big: expected string to have <=40 characters');
});
