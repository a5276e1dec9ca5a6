/**
 * Kenya's 47 counties, numbered as in the First Schedule of the Constitution of Kenya (2010). Names are the
 * everyday official spellings (hyphens where the Schedule writes a slash, "Nairobi" for "Nairobi City"); the
 * Schedule's own spellings are accepted as aliases. See docs/adr/0019-farmer-records.md.
 */
export const KENYA_COUNTIES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita-Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans Nzoia',
  'Uasin Gishu',
  'Elgeyo-Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi',
] as const;

export type KenyaCounty = (typeof KENYA_COUNTIES)[number];

/** The refusal of a county that is not one of the 47 (spec: the form offers them as a list). */
export const COUNTY_NOT_IN_LIST = 'Choose a county from the list';

/**
 * A county's letters only, lower-cased: "Murang’a", "murang a", "MURANGA" and "Elgeyo/Marakwet" all meet their
 * county. No two of the 47 share a key, so dropping spaces, hyphens, slashes and apostrophes loses nothing.
 */
export const countyKey = (value: string): string => value.toLowerCase().replace(/[^a-z]/g, '');

/** Spellings of the First Schedule that differ from the list by more than punctuation. */
const ALIASES: Readonly<Record<string, KenyaCounty>> = { nairobicity: 'Nairobi' };

const BY_KEY: ReadonlyMap<string, KenyaCounty> = new Map([
  ...KENYA_COUNTIES.map((name) => [countyKey(name), name] as const),
  ...Object.entries(ALIASES),
]);

/** The canonical name of a county typed in any case, spacing or punctuation; null when it is not one of the 47. */
export function canonicalCounty(value: string): KenyaCounty | null {
  return BY_KEY.get(countyKey(value)) ?? null;
}
