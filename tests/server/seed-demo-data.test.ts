import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmers, pointEvents } from '@server/db/schema';
import { type TestApp, createTestApp } from '../support/test-app';

const NOW = '2026-11-18T09:00:00Z';
const FEMALE = new Set(['Jane', 'Mary', 'Grace', 'Lucy', 'Faith', 'Mercy', 'Ann', 'Ruth']);
const MALE = new Set(['Peter', 'John', 'Samuel', 'Joseph', 'Daniel', 'James', 'Kevin']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

describe('the demo data does not mislead', () => {
  it('gives each demo farmer the gender that goes with the first name', async () => {
    const rows = await t.deps.db.select({ name: farmers.name, gender: farmers.gender }).from(farmers);
    expect(rows.length).toBeGreaterThan(0);
    const wrong = rows.filter(({ name, gender }) => {
      const first = name.split(' ')[0];
      return (FEMALE.has(first) && gender !== 'Female') || (MALE.has(first) && gender !== 'Male') || (!FEMALE.has(first) && !MALE.has(first));
    });
    expect(wrong).toEqual([]);
  });

  it('dates no points activity after the moment of seeding (recordedAt: when the act happened)', async () => {
    const after = new Date(NOW);
    const future = await t.deps.db
      .select({ description: pointEvents.description, at: pointEvents.recordedAt })
      .from(pointEvents)
      .where(gt(pointEvents.recordedAt, after));
    expect(future).toEqual([]);
  });
});
