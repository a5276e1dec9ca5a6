import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ROLES } from '@shared/roles';

export interface AgentFilterValues {
  name: string;
  email: string;
  phone: string;
  role: string;
  companyId: string;
}

export const NO_AGENT_FILTERS: AgentFilterValues = { name: '', email: '', phone: '', role: '', companyId: '' };

export const roleLabel = (role: string) => role.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export interface AgentFiltersProps {
  values: AgentFilterValues;
  onChange: (values: AgentFilterValues) => void;
  companies: { id: string; name: string }[];
  /** The company filter is for admin only. */
  showCompany: boolean;
}

/** Name, email, phone, role and (admin) company; the page debounces them 500 ms before asking the server. */
export function AgentFilters({ values, onChange, companies, showCompany }: AgentFiltersProps) {
  const set = (key: keyof AgentFilterValues) => (value: string | null) => onChange({ ...values, [key]: value ?? '' });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: showCompany ? 5 : 4 }} spacing="sm">
      <TextInput label="Name" placeholder="Search by name" type="search" value={values.name} onChange={(e) => set('name')(e.currentTarget.value)} />
      <TextInput label="Email" placeholder="Search by email" type="search" value={values.email} onChange={(e) => set('email')(e.currentTarget.value)} />
      <TextInput label="Phone" placeholder="Search by phone" type="search" value={values.phone} onChange={(e) => set('phone')(e.currentTarget.value)} />
      <Select label="Role" placeholder="All roles" data={ROLES.map((r) => ({ value: r, label: roleLabel(r) }))} value={values.role || null} onChange={set('role')} clearable />
      {showCompany && (
        <Select
          label="Company"
          placeholder="All companies"
          data={companies.map((c) => ({ value: c.id, label: c.name }))}
          value={values.companyId || null}
          onChange={set('companyId')}
          clearable
          searchable
        />
      )}
    </SimpleGrid>
  );
}
