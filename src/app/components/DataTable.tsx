import { Center, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Hidden columns are left out (for example Company for company_admin). */
  hidden?: boolean;
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  empty: ReactNode;
  caption?: string;
  onRowClick?: (row: Row) => void;
  maxHeight?: number;
}

/** The one table: scrolls sideways inside itself on a 360 px phone, never the page. */
export function DataTable<Row>({ columns, rows, rowKey, loading, empty, caption, onRowClick, maxHeight }: DataTableProps<Row>) {
  const visible = columns.filter((c) => !c.hidden);
  if (loading && !rows) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={maxHeight}>
      <Table striped highlightOnHover={Boolean(onRowClick)} verticalSpacing="xs">
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {visible.map((c) => (
              <Table.Th key={c.key} scope="col">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={onRowClick ? (e) => (e.key === 'Enter' || e.key === ' ') && onRowClick(row) : undefined}
              tabIndex={onRowClick ? 0 : undefined}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {visible.map((c) => (
                <Table.Td key={c.key}>{c.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
