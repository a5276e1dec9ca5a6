import { useTranslation } from 'react-i18next';
import { FilterBar } from '@app/components/FilterBar';
import { cropLabel, genderLabel } from '../lib/labels';
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
  const { t } = useTranslation('farmers');
  return (
    <FilterBar
      values={values}
      onChange={onChange}
      cols={{ base: 2, md: showCompany ? 5 : 4 }}
      fields={[
        { key: 'name', kind: 'text', type: 'search', label: t('fields.name'), placeholder: t('filters.searchNamePhoneId') },
        { key: 'county', kind: 'select', label: countyLabel, placeholder: t('filters.all'), data: options.counties, searchable: true },
        { key: 'gender', kind: 'select', label: t('fields.gender'), placeholder: t('filters.all'), data: options.genders.map((g) => ({ value: g, label: genderLabel(g) })) },
        {
          key: 'cropType',
          kind: 'select',
          label: t('fields.cropType'),
          placeholder: t('filters.all'),
          data: options.cropTypes.map((c) => ({ value: c, label: cropLabel(c) })),
          searchable: true,
        },
        {
          key: 'companyId',
          kind: 'select',
          label: t('fields.company'),
          placeholder: t('filters.allCompanies'),
          data: options.companies.map((c) => ({ value: c.id, label: c.name })),
          hidden: !showCompany,
        },
      ]}
    />
  );
}
