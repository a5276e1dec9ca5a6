import { type ComboboxData, Select, SimpleGrid, type SimpleGridProps, TextInput } from '@mantine/core';

interface FieldBase<K extends string> {
  key: K;
  label: string;
  placeholder?: string;
  /** Left out (for example the company filter, which only the platform admin has). */
  hidden?: boolean;
}

export type FilterField<K extends string> =
  | (FieldBase<K> & { kind: 'text'; type?: 'search' | 'date'; min?: string; max?: string })
  | (FieldBase<K> & { kind: 'select'; data: ComboboxData; searchable?: boolean });

export interface FilterBarProps<K extends string> {
  values: Record<K, string>;
  onChange: (values: Record<K, string>) => void;
  fields: FilterField<K>[];
  cols: SimpleGridProps['cols'];
}

/** A list's filters in a grid: text boxes and clearable selects; '' means "not filtered". */
export function FilterBar<K extends string>({ values, onChange, fields, cols }: FilterBarProps<K>) {
  const set = (key: K, value: string | null) => onChange({ ...values, [key]: value ?? '' });
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {fields
        .filter((field) => !field.hidden)
        .map((field) =>
          field.kind === 'text' ? (
            <TextInput
              key={field.key}
              label={field.label}
              placeholder={field.placeholder}
              type={field.type}
              min={field.min}
              max={field.max}
              value={values[field.key]}
              onChange={(e) => set(field.key, e.currentTarget.value)}
            />
          ) : (
            <Select
              key={field.key}
              label={field.label}
              placeholder={field.placeholder}
              data={field.data}
              value={values[field.key] || null}
              onChange={(value) => set(field.key, value)}
              clearable
              searchable={field.searchable}
            />
          ),
        )}
    </SimpleGrid>
  );
}
