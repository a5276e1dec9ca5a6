/**
 * The columns of the farmers CSV, in order: the one list the export writes, the import reads and the import
 * template (client) offers (issue 17 item 5). `imported: false` columns are written by the export only and
 * ignored by the import, so an exported file imports as it is. Headers are matched case- and
 * space-insensitively; the county column may say 'District' (the export's word outside SeedSasa).
 */
export const FARMER_CSV_COLUMNS = [
  { field: 'name', header: 'Name', imported: true, required: true, example: 'Jane Wanjiku' },
  { field: 'phoneNumber', header: 'Phone Number', imported: true, required: true, example: '0712345678' },
  { field: 'nationalId', header: 'National ID', imported: true, required: false, example: '12345678' },
  { field: 'age', header: 'Age', imported: true, required: false, example: '34' },
  { field: 'gender', header: 'Gender', imported: true, required: true, example: 'Female' },
  { field: 'county', header: 'County', imported: true, required: true, example: 'Nakuru' },
  { field: 'subCounty', header: 'Sub County', imported: true, required: false, example: 'Njoro' },
  { field: 'ward', header: 'Ward', imported: true, required: false, example: 'Mauche' },
  { field: 'village', header: 'Village', imported: true, required: false, example: 'Kiptunga' },
  { field: 'cropType', header: 'Crop Type', imported: true, required: false, example: 'Maize' },
  { field: 'farmSize', header: 'Farm Size', imported: true, required: false, example: '2 acres' },
  { field: 'company', header: 'Company', imported: false, required: false, example: '' },
  { field: 'registeredBy', header: 'Registered By', imported: false, required: false, example: '' },
  { field: 'registeredOn', header: 'Registered On', imported: false, required: false, example: '' },
  { field: 'latitude', header: 'Latitude', imported: true, required: false, example: '-0.3031' },
  { field: 'longitude', header: 'Longitude', imported: true, required: false, example: '36.08' },
  { field: 'accuracyMeters', header: 'Accuracy (m)', imported: true, required: false, example: '15' },
] as const;

export type FarmerCsvColumn = (typeof FARMER_CSV_COLUMNS)[number];
export type FarmerCsvField = FarmerCsvColumn['field'];

/** The county column's other name: the export writes it for every company but SeedSasa (spec part 2 §2.8). */
export const COUNTY_HEADER_ALIAS = 'District';

/** The columns an import reads (and the template offers). */
export const IMPORTED_FARMER_COLUMNS = FARMER_CSV_COLUMNS.filter((c) => c.imported);

/** 'Phone  number ' and 'phone number' name the same column. */
export const headerKey = (header: string): string => header.trim().replace(/\s+/g, ' ').toLowerCase();
