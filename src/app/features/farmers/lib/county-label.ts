/** Only SeedSasa says County; every other company's users see District (spec part 2 §2.8, by slug): the key of its label in `farmers:fields`. */
export const countyField = (companySlug: string | null | undefined, role: string): 'county' | 'district' =>
  role === 'admin' || companySlug === 'seedsasa' ? 'county' : 'district';

/** The same column as the CSV files name it: English in every language (docs/i18n.md, CSV exports). */
export const countyHeader = (companySlug: string | null | undefined, role: string): 'County' | 'District' =>
  countyField(companySlug, role) === 'county' ? 'County' : 'District';
