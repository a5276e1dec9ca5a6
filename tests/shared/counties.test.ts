import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KENYA_COUNTIES, canonicalCounty, countyKey } from '@shared/counties';

describe("Kenya's counties", () => {
  it('are the 47 of the First Schedule, each key distinct', () => {
    expect(KENYA_COUNTIES).toHaveLength(47);
    expect(new Set(KENYA_COUNTIES.map(countyKey)).size).toBe(47);
    expect(KENYA_COUNTIES[0]).toBe('Mombasa');
    expect(KENYA_COUNTIES[20]).toBe("Murang'a");
    expect(KENYA_COUNTIES[46]).toBe('Nairobi');
  });

  it('meet a typed county whatever its case, spaces, hyphens, slashes or apostrophes', () => {
    expect(canonicalCounty('  nakuru ')).toBe('Nakuru');
    expect(canonicalCounty('MURANGA')).toBe("Murang'a");
    expect(canonicalCounty('Murang’a')).toBe("Murang'a");
    expect(canonicalCounty('elgeyo marakwet')).toBe('Elgeyo-Marakwet');
    expect(canonicalCounty('Elgeyo/Marakwet')).toBe('Elgeyo-Marakwet');
    expect(canonicalCounty('Taita/Taveta')).toBe('Taita-Taveta');
    expect(canonicalCounty('homabay')).toBe('Homa Bay');
    expect(canonicalCounty('Trans-Nzoia')).toBe('Trans Nzoia');
    expect(canonicalCounty('Nairobi City')).toBe('Nairobi');
  });

  it('refuse what is not a county', () => {
    for (const value of ['', 'Njoro', 'Nakuru Town', '@SUM(A1)', 'Rift Valley']) expect(canonicalCounty(value)).toBeNull();
  });

  it('are the list migration 0015 maps to', () => {
    const sqlText = readFileSync(new URL('../../src/server/db/migrations/0015_counties.sql', import.meta.url), 'utf8');
    const listed = [...sqlText.matchAll(/^ {2}\((\d+), '((?:[^']|'')*)'\),?$/gm)].map((m) => [Number(m[1]), m[2].replace(/''/g, "'")]);
    expect(listed).toEqual(KENYA_COUNTIES.map((name, i) => [i + 1, name]));
  });
});
