import { Center, Loader, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataCards } from './DataCards';

/** Where a column goes on a phone card: see DataCards. Columns without a place are labelled lines. */
export type CardPlace = 'primary' | 'status' | 'actions';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Hidden columns are left out (for example Company for company_admin). */
  hidden?: boolean;
  card?: CardPlace;
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
  /** A list's own phone layout in place of the cards (the farmers' compact list); loading and empty stay here. */
  phoneList?: (rows: Row[]) => ReactNode;
}

/** Below this width a list is a column of cards: a table would scroll sideways with only a few columns in view. */
export const CARDS_QUERY = '(max-width: 599.98px)';

/**
 * The one list: a table from 600 px, cards on a phone, both from the same columns (the same data and actions).
 * A table wider than its box scrolls sideways inside itself, never the page.
 */
export function DataTable<Row>({ columns, rows, rowKey, loading, empty, caption, onRowClick, maxHeight, phoneList }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const cards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const visible = columns.filter((c) => !c.hidden);
  if (loading && !rows) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loadingShort')} />
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
  if (cards && phoneList) return phoneList(rows);
  if (cards) return <DataCards columns={visible} rows={rows} rowKey={rowKey} caption={caption} onRowClick={onRowClick} />;
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
