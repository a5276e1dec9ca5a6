import { createHash } from 'node:crypto';
import { badRequest } from '../../lib/app-error';

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

/** Method + path + sha256 of the canonical body. A multipart body is a stream the handler reads, so it is left out. */
export function fingerprintOf(method: string, path: string, body: unknown, multipart: boolean): string {
  return sha256(`${method} ${path}\n${multipart ? 'multipart' : sha256(canonicalJson(body))}`);
}

/**
 * A write of `owner` under `key` to `path` (the URL as requested, under /api), fingerprinted from its validated
 * body: a single request and the same write as a sync entry get the same fingerprint.
 */
export function keyedWrite(owner: string, key: string, method: string, path: string, body: unknown, multipart = false): KeyedRequest {
  const upper = method.toUpperCase();
  return { owner, key, method: upper, path, fingerprint: fingerprintOf(upper, path, body, multipart) };
}

/** A signed 64-bit advisory lock id for (owner, key). */
export function advisoryLockId(owner: string, key: string): string {
  return createHash('sha256').update(`idempotency\0${owner}\0${key}`).digest().readBigInt64BE(0).toString();
}
