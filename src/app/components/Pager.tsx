import { Button, Group, Text } from '@mantine/core';

export interface PagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** `full`: First, Previous, Page x of y, Next, Last (spec 2.3); `simple`: Previous / Next only (files, reports). */
  variant?: 'full' | 'simple';
}

/** The one pager: buttons plus 'Showing a to b of n results'. */
export function Pager({ page, totalPages, totalItems, pageSize, onPage, variant = 'full' }: PagerProps) {
  const last = Math.max(1, totalPages);
  const from = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalItems);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" mt="sm" component="nav" aria-label="Pagination">
      <Text size="sm" c="dimmed">
        Showing {from} to {to} of {totalItems} results
      </Text>
      <Group gap={4} wrap="wrap">
        {variant === 'full' && (
          <Button size="xs" variant="default" onClick={() => onPage(1)} disabled={page <= 1}>
            First
          </Button>
        )}
        <Button size="xs" variant="default" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        {variant === 'full' && (
          <Text size="sm" px="xs" aria-live="polite">
            Page {page} of {last}
          </Text>
        )}
        <Button size="xs" variant="default" onClick={() => onPage(page + 1)} disabled={page >= last}>
          Next
        </Button>
        {variant === 'full' && (
          <Button size="xs" variant="default" onClick={() => onPage(last)} disabled={page >= last}>
            Last
          </Button>
        )}
      </Group>
    </Group>
  );
}
