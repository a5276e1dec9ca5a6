import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { pageOf, pageQuery } from './common';

/**
 * What the platform admin reviews (issue 31 items 6 and 8, ADR 0060): an email moved by someone other than its
 * owner (old → new), and a phone number found on two users or two farmers of one company once every spelling was
 * read as E.164 (the spelling still stored → the number that another, `keptId`, holds). Data only: the screen
 * words it.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  kind: z.enum(['email_changed', 'phone_collision']),
  occurredAt: z.string(),
  companyName: z.nullable(z.string()),
  /** Null for the migration that found a collision, or an actor since deleted. */
  actorName: z.nullable(z.string()),
  subjectKind: z.enum(['user', 'farmer']),
  subjectId: z.string(),
  /** Null once the user or farmer is deleted. */
  subjectName: z.nullable(z.string()),
  oldValue: z.string(),
  newValue: z.string(),
  keptId: z.nullable(z.string()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const listAuditEvents = defineEndpoint({
  method: 'GET',
  path: '/audit-events',
  permission: 'audit.read',
  summary: 'The platform admin’s audit trail, newest first: emails moved by another person, phone numbers found twice',
  tag: 'users',
  query: pageQuery,
  response: pageOf('events', auditEventSchema),
});
