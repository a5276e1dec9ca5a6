import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@shared/endpoints';
import { createTestApp, type TestApp } from '../support/test-app';

interface Operation {
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

describe('API documentation', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  });
  afterAll(() => t.close());

  it('lists every endpoint of the shared list with its parameters, body and response schemas', () => {
    for (const e of ENDPOINTS) {
      const label = `${e.method} ${e.path}`;
      const op = paths[`/api${e.path}`]?.[e.method.toLowerCase()];
      expect(op, label).toBeDefined();
      expect(op.summary, label).toBe(e.summary);
      expect(op.security, label).toEqual(e.access === 'public' ? [] : [{ bearerAuth: [] }]);
      for (const [, name] of e.path.matchAll(/\{(\w+)\}/g)) expect(op.parameters?.some((p) => p.in === 'path' && p.name === name), `${label} {${name}}`).toBe(true);
      if (e.body && e.bodyKind !== 'multipart') expect(op.requestBody?.content['application/json']?.schema, label).toBeDefined();
      if (e.responseKind !== 'download') expect(op.responses[String(e.successStatus ?? 200)]?.content?.['application/json']?.schema, label).toBeDefined();
    }
  });

  it('documents the accounts endpoints with the spec field names', () => {
    const login = paths['/api/auth/login'].post;
    expect(login.requestBody?.content['application/json'].schema).toMatchObject({ required: ['identifier', 'password'] });
    const registration = paths['/api/agents/pre-registration/submit'].post.requestBody?.content['application/json'].schema as { properties: object };
    expect(Object.keys(registration.properties)).toEqual(
      expect.arrayContaining(['email', 'phoneNumber', 'password', 'name', 'photo', 'gender', 'maritalStatus', 'numberOfChildren', 'dateOfBirth', 'workGeographicLocation', 'yearsOfSalesFieldExperience', 'educationLevel']),
    );
  });

  it('serves a docs page that loads only script files, under the app CSP (no inline script)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content.trim()).toBe('');
    }
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
