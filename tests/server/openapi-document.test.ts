import { accessOf } from '@shared/permissions';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { ENDPOINTS, OPERATION_IDS } from '@shared/endpoints';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

type JsonSchema = Record<string, unknown>;
interface Response {
  description?: string;
  headers?: Record<string, { required?: boolean; schema: JsonSchema }>;
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }> };
  responses: Record<string, Response>;
}

let t: TestApp;
let shell: FastifyInstance;
let distDir: string;
let doc: { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };
const op = (method: string, path: string) => doc.paths[`/api${path}`][method.toLowerCase()];
const bodySchema = (method: string, path: string, type = 'application/json') => op(method, path).requestBody!.content[type].schema;
const property = (schema: JsonSchema, name: string) => (schema.properties as Record<string, JsonSchema>)[name];

beforeAll(async () => {
  t = await createTestApp();
  // The whole server, the web app's routes included, documents the same operations and no others.
  distDir = mkdtempSync(path.join(tmpdir(), 'fap-openapi-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  shell = await buildApp(t.deps, { distDir });
  await shell.ready();
  doc = (await shell.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await shell.close();
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with a relative server and exactly the operations of the endpoint list', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented.sort()).toEqual(ENDPOINTS.map((e) => `${e.method} /api${e.path}`).sort());
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') || p.includes('*'))).toEqual([]);
  });

  it('names every operation after its contract, uniquely', () => {
    const ids = ENDPOINTS.map((e) => op(e.method, e.path).operationId);
    expect(new Set(ids).size).toBe(ENDPOINTS.length);
    for (const e of ENDPOINTS) expect(op(e.method, e.path).operationId).toBe(OPERATION_IDS.get(e));
    expect(op('GET', '/farmers').operationId).toBe('farmers_listFarmers');
  });

  it('documents the error body on the refusals each operation can answer', () => {
    expect(doc.components.schemas.ApiError).toMatchObject({ required: ['message', 'code'] });
    for (const e of ENDPOINTS) {
      const { responses } = op(e.method, e.path);
      const label = `${e.method} ${e.path}`;
      const expected = ['500'];
      if (e.method !== 'GET' || e.params || e.query || e.body) expected.push('400');
      if (e.access !== 'public') expected.push('401');
      if (Array.isArray(accessOf(e))) expected.push('403');
      if (e.path.includes('{')) expected.push('404', '414');
      if (e.method !== 'GET') expected.push('413', '415');
      expected.push(...(e.errors ?? []).map(String));
      expect(Object.keys(responses), label).toEqual(expect.arrayContaining(expected));
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400) expect(response.content?.['application/json']?.schema, `${label} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
    expect(op('POST', '/auth/login').responses).toHaveProperty('429.headers.Retry-After.required', true);
  });

  it('declares Idempotency-Key on idempotent writes and Idempotent-Replayed on their answers', () => {
    const farmers = op('POST', '/farmers');
    expect(farmers.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(farmers.parameters).toContainEqual(expect.objectContaining({ name: 'X-Occurred-At', in: 'header', required: false, schema: expect.objectContaining({ format: 'date-time' }) }));
    expect(farmers.responses['422'].description).toContain('OCCURRED_TOO_OLD');
    expect(farmers.responses['201'].headers).toHaveProperty('Idempotent-Replayed');
    expect(Object.keys(farmers.responses)).toEqual(expect.arrayContaining(['409', '422']));
    // Sign-in and the sync batch are not answered from a stored key.
    for (const [method, p] of [['POST', '/auth/login'], ['POST', '/sync']]) {
      expect(op(method, p).parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
      expect(op(method, p).parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'X-Occurred-At' }));
    }
  });

  it('documents the four multipart bodies with their text fields and file parts', () => {
    const upload = bodySchema('POST', '/file-upload/upload', 'multipart/form-data');
    expect(property(upload, 'file')).toEqual({ type: 'string', format: 'binary' });
    expect(upload.required).toEqual(['file']);
    expect(op('POST', '/file-upload/upload').requestBody!.content['multipart/form-data'].encoding?.file.contentType).toContain('audio/mpeg');
    for (const [method, p] of [['POST', '/training/admin/modules'], ['PUT', '/training/admin/modules/{id}']]) {
      const form = bodySchema(method, p, 'multipart/form-data');
      expect(property(form, 'audioFiles')).toEqual({ type: 'array', items: { type: 'string', format: 'binary' } });
      expect(Object.keys(form.properties as object)).toEqual(expect.arrayContaining(['title', 'description', 'isActive', 'keepAudioIds']));
    }
    const profile = op('PUT', '/users/{id}').requestBody!.content;
    expect(Object.keys(profile).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(Object.keys(profile['multipart/form-data'].schema.properties as object)).toEqual(expect.arrayContaining(['photoUrl', 'agentProfile[educationLevel]', 'email']));
  });

  it('declares the content of CSV exports and file downloads', () => {
    expect(Object.keys(op('GET', '/farmers').responses['200'].content!)).toEqual(['application/json', 'text/csv']);
    expect(Object.keys(op('GET', '/admin/gamification/export-csv').responses['200'].content!)).toEqual(['text/csv']);
    expect(Object.keys(op('GET', '/file-upload/files/{id}/download').responses['200'].content!)).toEqual(['audio/mpeg', 'audio/wav', 'audio/aac', 'audio/ogg']);
  });

  it('states the rules the server enforces', () => {
    const signup = bodySchema('POST', '/auth/signup');
    expect(property(signup, 'email')).toMatchObject({ format: 'email', maxLength: 200 });
    expect(new RegExp(property(signup, 'phoneNumber').pattern as string).test('0712 345 678')).toBe(true);
    expect(new RegExp(property(signup, 'phoneNumber').pattern as string).test('12345')).toBe(false);
    expect(property(bodySchema('PUT', '/targets'), 'season')).toMatchObject({ pattern: '^(\\d{4})-(03|09)$' });
    expect(property(bodySchema('POST', '/agents/pre-registration/submit'), 'dateOfBirth')).toMatchObject({ anyOf: expect.arrayContaining([expect.objectContaining({ format: 'date' })]) });
    expect(JSON.stringify(bodySchema('POST', '/companies/{companyId}/training/pre-training/questions'))).toContain('"minContains":2');
    const device = property(bodySchema('POST', '/sync'), 'device');
    expect(property(device, 'backlog')).toMatchObject({ type: 'integer', maximum: 2_147_483_647 });
    expect(property(bodySchema('POST', '/farmers'), 'name')).toMatchObject({ minLength: 1, maxLength: 120 });
  });
});

describe('requests no operation takes', () => {
  it('answers a method a path does not have with 405 and Allow, before reading any body', async () => {
    const res = await t.app.inject({ method: 'QUERY' as 'GET', url: '/api/farmers', payload: 'not json', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    const onShell = await shell.inject({ method: 'GET', url: '/api/sync' });
    expect([onShell.statusCode, onShell.headers.allow]).toEqual([405, 'POST']);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/nowhere' })).statusCode).toBe(404);
  });

  it('answers a sync entry with a method its path does not have as the single request would', async () => {
    const token = await tokenFor(t, DEMO.seedAgent);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: bearer(token),
      payload: { device: { backlog: 1, oldestEntryAgeSeconds: 0 }, entries: [{ id: '00000000-0000-4000-8000-000000000001', method: 'DELETE', path: '/farmers' }] },
    });
    expect(res.json().results[0]).toMatchObject({ status: 405, body: { code: 'METHOD_NOT_ALLOWED' } });
  });

  it('answers a request without a token "Authentication required"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/farmers' });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Authentication required', code: 'UNAUTHENTICATED' }]);
  });

  it('answers a method HTTP parsing refuses with the JSON error body (501)', async () => {
    await shell.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shell.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 501 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'This request method is not supported.', code: 'METHOD_NOT_IMPLEMENTED' });
  });
});
