import { createHash } from 'node:crypto';
import { badRequest } from '@server/lib/app-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Keys are kept at least this long (a device may stay offline for weeks). */
export const IDEMPOTENCY_RETENTION_DAYS = 90;
/** What an Idempotency-Key may hold (documented in the OpenAPI document). */
export const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** A write of `owner` under `key`, and the fingerprint that tells a retry from another request. */
export interface KeyedRequest {
  owner: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

/** A keyed upload: its fingerprint is known once the whole form has been read. */
export interface KeyedUpload extends Omit<KeyedRequest, 'fingerprint'> {
  fingerprint: () => Promise<string>;
}

/** The `Idempotency-Key` header's value, if any; a malformed one is refused rather than ignored. */
export function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 200 visible characters, for example a uuid.');
  }
  return value;
}

/** JSON with object keys sorted at every level: the same data always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Method + path + sha256 of the canonical JSON body. */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return sha256(`${method} ${path}\n${sha256(canonicalJson(body))}`);
}

/** Method + path + sha256 of a form's parts in order: the fields, and each file's name, type, size and sha256. */
export function formFingerprintOf(method: string, path: string, parts: readonly unknown[]): string {
  return sha256(`${method} ${path}\nform:${sha256(canonicalJson(parts))}`);
}

/**
 * A write of `owner` under `key` to `path` (the URL as requested, under /api), fingerprinted from its validated
 * body: a single request and the same write as a sync entry get the same fingerprint.
 */
export function keyedWrite(owner: string, key: string, method: string, path: string, body: unknown): KeyedRequest {
  const upper = method.toUpperCase();
  return { owner, key, method: upper, path, fingerprint: fingerprintOf(upper, path, body) };
}

/** A multipart write under `key`, fingerprinted from its form once `readParts` has read all of it. */
export function keyedUpload(owner: string, key: string, method: string, path: string, readParts: () => Promise<readonly unknown[]>): KeyedUpload {
  const upper = method.toUpperCase();
  return { owner, key, method: upper, path, fingerprint: async () => formFingerprintOf(upper, path, await readParts()) };
}

/** A signed 64-bit advisory lock id for (owner, key). */
export function advisoryLockId(owner: string, key: string): string {
  return createHash('sha256').update(`idempotency\0${owner}\0${key}`).digest().readBigInt64BE(0).toString();
}
