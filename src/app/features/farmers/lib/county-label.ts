/** Only SeedSasa says County; every other company's users see District (spec part 2 §2.8, by slug). */
export const countyLabel = (companySlug: string | null | undefined, role: string): string =>
  role === 'admin' || companySlug === 'seedsasa' ? 'County' : 'District';
