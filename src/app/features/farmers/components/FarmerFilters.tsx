import { FilterBar } from '../../../components/FilterBar';
import type { FarmerFilterValues } from '../search';

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
  return (
    <FilterBar
      values={values}
      onChange={onChange}
      cols={{ base: 2, md: showCompany ? 5 : 4 }}
      fields={[
        { key: 'name', kind: 'text', type: 'search', label: 'Name', placeholder: 'Search by name' },
        { key: 'county', kind: 'select', label: countyLabel, placeholder: 'All', data: options.counties, searchable: true },
        { key: 'gender', kind: 'select', label: 'Gender', placeholder: 'All', data: options.genders },
        { key: 'cropType', kind: 'select', label: 'Crop Type', placeholder: 'All', data: options.cropTypes, searchable: true },
        {
          key: 'companyId',
          kind: 'select',
          label: 'Company',
          placeholder: 'All companies',
          data: options.companies.map((c) => ({ value: c.id, label: c.name })),
          hidden: !showCompany,
        },
      ]}
    />
  );
}
