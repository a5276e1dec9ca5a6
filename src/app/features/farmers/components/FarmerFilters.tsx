import { FARMER_FILTER_DEBOUNCE_MS } from '@shared/contracts/farmers';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@app/components/FilterBar';
import { useDebouncedFilters } from '@app/lib/use-debounced-filters';
import { cropLabel, genderLabel } from '../lib/labels';
import type { FarmerFilterValues } from '../search';

export interface FilterOptions {
  companies: { id: string; name: string }[];
  counties: string[];
  genders: string[];
  cropTypes: string[];
}

export interface FarmerFiltersProps {
  /** The filters applied (the URL's). */
  applied: FarmerFilterValues;
  /** Called with the filters typed or chosen, after the box's pause (spec part 2 §9). */
  onApply: (values: FarmerFilterValues) => void;
  countyLabel: string;
  options: FilterOptions;
  /** The company filter is for admin only (company admins and agents see their own company). */
  showCompany: boolean;
}

/**
 * Name, county, gender, crop and (admin) company. What is typed lives here until the pause is over, so a keystroke
 * renders the filters alone, not the page and its list (P8, ADR 0065).
 */
function FarmerFiltersBar({ applied, onApply, countyLabel, options, showCompany }: FarmerFiltersProps) {
  const { t } = useTranslation('farmers');
  const [values, onChange] = useDebouncedFilters(applied, onApply, FARMER_FILTER_DEBOUNCE_MS);
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

const sameValues = <T extends object>(a: T, b: T) => Object.keys({ ...a, ...b }).every((key) => a[key as keyof T] === b[key as keyof T]);
const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Each answer of the list brings its options anew (equal ones, mostly): compared by content, the four selects are
 * not rendered again when a search's answer arrives or the list's fetching state changes.
 */
const sameOptions = (a: FilterOptions, b: FilterOptions) =>
  sameList(a.counties, b.counties) &&
  sameList(a.genders, b.genders) &&
  sameList(a.cropTypes, b.cropTypes) &&
  a.companies.length === b.companies.length &&
  a.companies.every((c, i) => c.id === b.companies[i].id && c.name === b.companies[i].name);

export const FarmerFilters = memo(
  FarmerFiltersBar,
  (a, b) =>
    a.onApply === b.onApply &&
    a.countyLabel === b.countyLabel &&
    a.showCompany === b.showCompany &&
    sameValues(a.applied, b.applied) &&
    sameOptions(a.options, b.options),
);
