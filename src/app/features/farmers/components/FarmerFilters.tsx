import { Select, SimpleGrid, TextInput } from '@mantine/core';

export interface FarmerFilterValues {
  name: string;
  county: string;
  gender: string;
  cropType: string;
  companyId: string;
}

export const NO_FILTERS: FarmerFilterValues = { name: '', county: '', gender: '', cropType: '', companyId: '' };

export interface FarmerFiltersProps {
  values: FarmerFilterValues;
  onChange: (values: FarmerFilterValues) => void;
  countyLabel: string;
  options: { companies: { id: string; name: string }[]; counties: string[]; genders: string[]; cropTypes: string[] };
  /** The company filter is for admin only (company admins and agents see their own company). */
  showCompany: boolean;
}

/** Name, county, gender, crop and (admin) company; the page debounces them before asking the server. */
export function FarmerFilters({ values, onChange, countyLabel, options, showCompany }: FarmerFiltersProps) {
  const set = (key: keyof FarmerFilterValues) => (value: string | null) => onChange({ ...values, [key]: value ?? '' });
  return (
    <SimpleGrid cols={{ base: 2, md: showCompany ? 5 : 4 }} spacing="sm">
      <TextInput label="Name" placeholder="Search by name" value={values.name} onChange={(e) => set('name')(e.currentTarget.value)} type="search" />
      <Select label={countyLabel} placeholder="All" data={options.counties} value={values.county || null} onChange={set('county')} clearable searchable />
      <Select label="Gender" placeholder="All" data={options.genders} value={values.gender || null} onChange={set('gender')} clearable />
      <Select label="Crop Type" placeholder="All" data={options.cropTypes} value={values.cropType || null} onChange={set('cropType')} clearable searchable />
      {showCompany && (
        <Select
          label="Company"
          placeholder="All companies"
          data={options.companies.map((c) => ({ value: c.id, label: c.name }))}
          value={values.companyId || null}
          onChange={set('companyId')}
          clearable
        />
      )}
    </SimpleGrid>
  );
}
