import { ROLES } from '@shared/roles';
import { FilterBar } from '../../../components/FilterBar';
import { enumLabel } from '../../../lib/labels';
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
  return (
    <FilterBar
      values={values}
      onChange={onChange}
      cols={{ base: 1, xs: 2, md: showCompany ? 5 : 4 }}
      fields={[
        { key: 'name', kind: 'text', type: 'search', label: 'Name', placeholder: 'Search by name' },
        { key: 'email', kind: 'text', type: 'search', label: 'Email', placeholder: 'Search by email' },
        { key: 'phone', kind: 'text', type: 'search', label: 'Phone', placeholder: 'Search by phone' },
        { key: 'role', kind: 'select', label: 'Role', placeholder: 'All roles', data: ROLES.map((r) => ({ value: r, label: enumLabel('role', r) })) },
        {
          key: 'companyId',
          kind: 'select',
          label: 'Company',
          placeholder: 'All companies',
          data: companies.map((c) => ({ value: c.id, label: c.name })),
          searchable: true,
          hidden: !showCompany,
        },
      ]}
    />
  );
}
