import { ROLES } from '@shared/roles';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@app/components/FilterBar';
import { enumLabel } from '@app/lib/labels';
import type { AgentFilterValues } from '../search';

export interface AgentFiltersProps {
  values: AgentFilterValues;
  onChange: (values: AgentFilterValues) => void;
  companies: { id: string; name: string }[];
  /** The company filter is for admin only. */
  showCompany: boolean;
}

/** Name, email, phone, role and (admin) company; the page debounces them 500 ms before asking the server. */
export function AgentFilters({ values, onChange, companies, showCompany }: AgentFiltersProps) {
  const { t } = useTranslation('agents');
  return (
    <FilterBar
      values={values}
      onChange={onChange}
      cols={{ base: 1, xs: 2, md: showCompany ? 5 : 4 }}
      fields={[
        { key: 'name', kind: 'text', type: 'search', label: t('fields.name'), placeholder: t('filters.searchByName') },
        { key: 'email', kind: 'text', type: 'search', label: t('fields.email'), placeholder: t('filters.searchByEmail') },
        { key: 'phone', kind: 'text', type: 'search', label: t('fields.phone'), placeholder: t('filters.searchByPhone') },
        {
          key: 'role',
          kind: 'select',
          label: t('fields.role'),
          placeholder: t('filters.allRoles'),
          data: ROLES.map((r) => ({ value: r, label: enumLabel('role', r) })),
        },
        {
          key: 'companyId',
          kind: 'select',
          label: t('fields.company'),
          placeholder: t('filters.allCompanies'),
          data: companies.map((c) => ({ value: c.id, label: c.name })),
          searchable: true,
          hidden: !showCompany,
        },
      ]}
    />
  );
}
