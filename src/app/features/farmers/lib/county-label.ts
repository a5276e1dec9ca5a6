/**
 * The key of the area column's label in `farmers:fields`: the company's own setting (spec part 2 §2.8: SeedSasa
 * says County, every other company District); the platform admin, who sees every company, reads County.
 */
export const countyField = (areaLabel: 'county' | 'district' | null | undefined, role: string): 'county' | 'district' =>
  role === 'admin' || areaLabel === 'county' ? 'county' : 'district';

/** The same column as the CSV files name it: English in every language (docs/i18n.md, CSV exports). */
export const countyHeader = (areaLabel: 'county' | 'district' | null | undefined, role: string): 'County' | 'District' =>
  countyField(areaLabel, role) === 'county' ? 'County' : 'District';
