import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { companies, deviceSyncReports, users } from '@server/db/schema';

export interface DeviceReport {
  deviceId?: string;
  /** Entries still waiting on the device after this sync. */
  backlog: number;
  oldestEntryAgeSeconds: number;
}

/** Keeps the user's latest sync report (one row per user; the newest report wins). */
export async function recordDeviceReport(db: Db, userId: string, report: DeviceReport, at: Date): Promise<void> {
  const values = { deviceId: report.deviceId ?? null, lastSyncAt: at, backlog: report.backlog, oldestEntryAgeSeconds: report.oldestEntryAgeSeconds };
  await db
    .insert(deviceSyncReports)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: deviceSyncReports.userId, set: values });
}

export interface UserSyncStatus {
  lastSyncAt: Date | null;
  backlog: number;
  oldestEntryAgeSeconds: number;
}

/** The sync status of the given users (absent: never synced), for screens listing users such as Manage Users. */
export async function syncStatusOf(db: Db, userIds: string[]): Promise<Map<string, UserSyncStatus>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(deviceSyncReports).where(inArray(deviceSyncReports.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { lastSyncAt: r.lastSyncAt, backlog: r.backlog, oldestEntryAgeSeconds: r.oldestEntryAgeSeconds }]));
}

export interface SyncStatusFilter {
  /** undefined: every company (admin). */
  companyId?: string;
  withBacklog: boolean;
  page: number;
  limit: number;
}

/** Users in scope with their last sync report, those with the most unsent work first. */
export async function listSyncStatus(db: Db, filter: SyncStatusFilter) {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(users.companyId, filter.companyId));
  if (filter.withBacklog) conditions.push(gt(deviceSyncReports.backlog, 0));
  const where = conditions.length ? and(...conditions) : undefined;
  const base = () => db.select({ n: count() }).from(users).leftJoin(deviceSyncReports, eq(deviceSyncReports.userId, users.id));
  const [total] = await base().where(where);
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      companyId: users.companyId,
      companyName: companies.name,
      lastSyncAt: deviceSyncReports.lastSyncAt,
      backlog: deviceSyncReports.backlog,
      oldestEntryAgeSeconds: deviceSyncReports.oldestEntryAgeSeconds,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(deviceSyncReports, eq(deviceSyncReports.userId, users.id))
    .where(where)
    .orderBy(desc(sql`coalesce(${deviceSyncReports.backlog}, 0)`), asc(users.name), asc(users.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}
