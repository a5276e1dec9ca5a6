import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import type { S3Settings } from './lib/s3-blob-store';
import './zod-config';

const booleanEnv = z.pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  }), z.transform((v) => ['true', '1', 'yes', 'on'].includes(v)));

const envSchema = z.object({
  PORT: z._default(z.coerce.number({ error: 'must be a whole number' }).check(z.int('must be a whole number'), z.gte(1, 'must be between 1 and 65535'), z.lte(65535, 'must be between 1 and 65535')), 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1, 'must not be empty')), './data'),
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'))),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters long'))),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'Field Agent Portal <no-reply@field-agent-portal.local>'),
  SEED_DEMO: z.optional(booleanEnv),
  PUBLIC_URL: z.optional(z.url({ error: 'must be an absolute URL such as https://portal.example.com' })),
  DEFAULT_COMPANY_SLUG: z._default(z.string().check(z.minLength(1)), 'seedsasa'),
  TRUST_PROXY: z.optional(booleanEnv),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SHUTDOWN_TIMEOUT_S: z._default(z.coerce.number({ error: 'must be a whole number' }).check(z.int('must be a whole number'), z.gte(1, 'must be between 1 and 3600'), z.lte(3600, 'must be between 1 and 3600')), 30),
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters long'), z.regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces'))),
  WEB_CONCURRENCY: z._default(z.coerce.number({ error: 'must be a whole number' }).check(z.int('must be a whole number'), z.gte(1, 'must be between 1 and 64'), z.lte(64, 'must be between 1 and 64')), 1),
  BLOB_STORE: z._default(z.enum(['database', 's3'], { error: 'must be database or s3' }), 'database'),
  S3_BUCKET: z.optional(z.string().check(z.minLength(1))),
  S3_PREFIX: z._default(z.string(), ''),
  S3_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  S3_ENDPOINT: z.optional(z.url({ error: 'must be an absolute URL such as https://s3.example.com' })),
  S3_FORCE_PATH_STYLE: z.optional(booleanEnv),
  S3_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  S3_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
  SYNC_CONCURRENCY: z._default(z.coerce.number({ error: 'must be a whole number' }).check(z.int('must be a whole number'), z.gte(1, 'must be between 1 and 256'), z.lte(256, 'must be between 1 and 256')), 4),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  seedDemo: boolean;
  publicUrl: string;
  defaultCompanySlug: string;
  logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (per-IP rate limits). */
  trustProxy: boolean;
  /** Server processes sharing the port (node:cluster workers); more than one needs DATABASE_URL. */
  webConcurrency: number;
  /** Where files live (ADR 0049): rows of the database (the default) or an S3-compatible bucket. */
  blobStore: { kind: 'database' } | { kind: 's3'; s3: S3Settings };
  /** After SIGTERM, how long requests in progress (a slow upload) may take before the process exits anyway. */
  shutdownTimeoutS: number;
  /** The bearer token GET /api/metrics asks for; without it the metrics are not served at all (404). */
  metricsToken?: string;
  /** Sync batches one process applies at once; more wait briefly, then get 503 + Retry-After (ADR 0051). */
  syncConcurrency: number;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; the only reader of process.env. Throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  const problem = (name: string, message: string) => `  ${name}: ${message} (got ${JSON.stringify(present[name])})`;
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => problem(String(i.path[0]), i.message));
  // PGlite keeps its database in this process's memory and files: a second process cannot open it.
  if (parsed.success && parsed.data.WEB_CONCURRENCY > 1 && !parsed.data.DATABASE_URL) {
    lines.push(problem('WEB_CONCURRENCY', 'more than one process needs DATABASE_URL (the embedded database can be opened by one process only)'));
  }
  if (parsed.success && parsed.data.BLOB_STORE === 's3' && !parsed.data.S3_BUCKET) lines.push(problem('S3_BUCKET', 'BLOB_STORE=s3 needs the bucket name'));
  if (parsed.success && Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)) {
    lines.push(problem('S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'));
  }
  if (!parsed.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    defaultCompanySlug: e.DEFAULT_COMPANY_SLUG,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    webConcurrency: e.WEB_CONCURRENCY,
    blobStore:
      e.BLOB_STORE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            s3: {
              bucket: e.S3_BUCKET,
              prefix: e.S3_PREFIX,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            },
          }
        : { kind: 'database' },
    shutdownTimeoutS: e.SHUTDOWN_TIMEOUT_S,
    metricsToken: e.METRICS_TOKEN,
    syncConcurrency: e.SYNC_CONCURRENCY,
  };
}

/** Without JWT_SECRET a secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
