/** Only SeedSasa says County; every other company's users see District (spec part 2 §2.8, by slug): the key of its label in `farmers:fields`. */
export const countyField = (companySlug: string | null | undefined, role: string): 'county' | 'district' =>
  role === 'admin' || companySlug === 'seedsasa' ? 'county' : 'district';
