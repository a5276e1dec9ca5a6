import { Button, Group, Text } from '@mantine/core';
import type { Pagination } from '@shared/contracts/common';

export interface PagerProps {
  /** The list answer's pagination; nothing is shown before it or for an empty list. */
  pagination: Pagination | undefined;
  onPage: (page: number) => void;
  /** `full`: First, Previous, Page x of y, Next, Last (spec 2.3); `simple`: Previous / Next only (files, reports). */
  variant?: 'full' | 'simple';
}

/** The one pager: buttons plus 'Showing a to b of n results'. */
export function Pager({ pagination, onPage, variant = 'full' }: PagerProps) {
  if (!pagination || pagination.totalItems === 0) return null;
  const { currentPage: page, totalItems, limit } = pagination;
  const last = Math.max(1, pagination.totalPages);
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, totalItems);
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
