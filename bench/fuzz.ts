/**
 * S2 at scale: the document-driven fuzz of tests/server/openapi-fuzz.test.ts with every mutation of every
 * operation (not a handful) over many seeds, plus requests the document calls valid (generated from its
 * schemas, edges first), each as three roles, against a seeded app whose every answer is checked against
 * /api/openapi.json (tests/support/openapi-check.ts). Prints the counts, the statuses and each answer that is
 * undocumented, a 5xx, or a 2xx to input the document refuses. `--seeds N` (default 10). PGlite by default;
 * BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 */
import fc from 'fast-check';
import { badRequestsFor, type DocOperation } from '../tests/support/openapi-fuzz';
import { arbitraryOf } from '../tests/support/schema-arbitrary';
import { bearer, createTestApp, DEMO, tokenFor } from '../tests/support/test-app';

const seedsArg = process.argv.indexOf('--seeds');
const SEEDS = seedsArg > 0 ? Number(process.argv[seedsArg + 1]) : 10;
if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
}

type JsonSchema = Record<string, unknown>;
const ROLES = { admin: DEMO.admin, company_admin: DEMO.seedAdmin, engaged_agent: DEMO.seedAgent } as const;

/** A request the document calls valid: path and query parameters and a JSON body generated from their schemas. */
function validRequest(path: string, method: string, operation: DocOperation, seed: number) {
  const sample = (schema: JsonSchema, offset: number) => fc.sample(arbitraryOf(schema), { numRuns: 1, seed: seed + offset })[0];
  const parameters = operation.parameters ?? [];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sample(parameters.find((p) => p.name === name)!.schema, 1))));
  const query = parameters
    .filter((p) => p.in === 'query')
    .map((p, i) => [p.name, sample(p.schema, 10 + i)] as const)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  const body = operation.requestBody?.content['application/json']?.schema;
  return { label: 'valid by the document', method: method.toUpperCase(), url: query ? `${url}?${query}` : url, payload: body ? sample(body, 20) : undefined, valid: true };
}

const t = await createTestApp();
const paths: Record<string, Record<string, DocOperation>> = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
const headers = await Promise.all(Object.entries(ROLES).map(async ([role, email]) => [role, bearer(await tokenFor(t, email))] as const));
const statuses = new Map<number, number>();
const problems: string[] = [];
let requests = 0;
const started = performance.now();

for (let seed = 1; seed <= SEEDS; seed++) {
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(ops)) {
      const batch = [...badRequestsFor(path, method, operation, seed * 1000, Infinity).map((r) => ({ ...r, valid: false })), validRequest(path, method, operation, seed * 1000)];
      for (const request of batch) {
        for (const [role, auth] of headers) {
          requests += 1;
          const what = `${operation.operationId} ${request.label} as ${role} (${request.method} ${request.url})`;
          try {
            const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: auth, ...(request.payload === undefined ? {} : { payload: request.payload as object }) });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500 || (!request.valid && res.statusCode < 400)) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          } catch (error) {
            problems.push(`${what}: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
          }
        }
      }
    }
  }
}

await t.close();
console.log(`bench/fuzz: ${SEEDS} seeds, ${requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
console.log(`problems: ${problems.length}`);
for (const problem of problems.slice(0, 50)) console.log(`- ${problem}`);
if (problems.length) process.exitCode = 1;
