import { Group, Paper, Text } from '@mantine/core';
import type { Column } from './DataTable';
import classes from './DataCards.module.css';

export interface DataCardsProps<Row> {
  /** The visible columns, in table order. */
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  caption?: string;
  onRowClick?: (row: Row) => void;
}

/**
 * A list on a phone: one card per row. The 'primary' columns name the row (the first in bold; the first column
 * when none is marked), 'status' columns sit beside them, the other columns follow as labelled lines and the
 * 'actions' columns close the card, so a card holds what the table row holds.
 */
export function DataCards<Row>({ columns, rows, rowKey, caption, onRowClick }: DataCardsProps<Row>) {
  const marked = columns.filter((c) => c.card === 'primary');
  const primary = marked.length > 0 ? marked : columns.slice(0, 1);
  const status = columns.filter((c) => c.card === 'status');
  const actions = columns.filter((c) => c.card === 'actions');
  const lines = columns.filter((c) => !primary.includes(c) && !status.includes(c) && !actions.includes(c));
  return (
    <>
      {caption && (
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
      )}
      <ul className={classes.list} aria-label={caption}>
        {rows.map((row) => (
          <Paper
            component="li"
            key={rowKey(row)}
            withBorder
            radius="md"
            p="sm"
            className={onRowClick ? classes.clickable : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            onKeyDown={onRowClick ? (e) => (e.key === 'Enter' || e.key === ' ') && onRowClick(row) : undefined}
            tabIndex={onRowClick ? 0 : undefined}
          >
            {/* The status goes under a long name rather than over it (a waiting badge covered a new farmer's name). */}
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <div className={classes.title}>
                {primary.map((c, i) => (
                  <Text key={c.key} component="div" fw={i === 0 ? 700 : undefined} size={i === 0 ? 'md' : 'sm'} c={i === 0 ? undefined : 'dimmed'}>
                    {c.cell(row)}
                  </Text>
                ))}
              </div>
              {status.length > 0 && (
                <Group gap={4} justify="flex-end" style={{ flexShrink: 0, maxWidth: '100%', marginLeft: 'auto' }}>
                  {status.map((c) => (
                    <div key={c.key}>{c.cell(row)}</div>
                  ))}
                </Group>
              )}
            </Group>
            {lines.length > 0 && (
              <dl className={classes.fields}>
                {lines.map((c) => (
                  <div key={c.key} style={{ display: 'contents' }}>
                    <dt>{c.header}</dt>
                    <dd>{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions.length > 0 && (
              <Group gap="xs" mt="sm" wrap="wrap">
                {actions.map((c) => (
                  <div key={c.key}>{c.cell(row)}</div>
                ))}
              </Group>
            )}
          </Paper>
        ))}
      </ul>
    </>
  );
}
