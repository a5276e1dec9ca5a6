import { Button, Group, Text } from '@mantine/core';
import type { Pagination } from '@shared/contracts/common';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { pageWindow } from '../lib/page-window';
import { WithWaiting } from './WithWaiting';

export interface PagerProps {
  /** The list answer's pagination; nothing is shown before it or for an empty list. */
  pagination: Pagination | undefined;
  onPage: (page: number) => void;
  /**
   * `full`: First, Previous, the page numbers, Next, Last and 'Page x of y' (spec part 2 §2.3); `simple`:
   * Previous, the page numbers and Next (files, reports: §2.4, §2.14).
   */
  variant?: 'full' | 'simple';
  /** Records of this list waiting on the phone: 'of 52 results (+3 waiting)'. */
  waiting?: number;
}

/**
 * The one pager: 'Showing a to b of n results', then the buttons in three groups that never break inside, so on
 * a 360 px phone the page numbers take their own line and Next stays beside Last.
 */
export function Pager({ pagination, onPage, variant = 'full', waiting = 0 }: PagerProps) {
  const { t } = useTranslation();
  if (!pagination || pagination.totalItems === 0) return null;
  const { currentPage: page, totalItems, limit } = pagination;
  const last = Math.max(1, pagination.totalPages);
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, totalItems);
  const full = variant === 'full';
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" mt="sm" component="nav" aria-label={t('pager.nav')}>
      <Text size="sm" c="dimmed">
        <WithWaiting value={t('pager.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(totalItems) })} waiting={waiting} />
        {full && (
          <Text span inherit aria-live="polite">
            {' · '}
            {t('pager.pageOf', { page: formatNumber(page), last: formatNumber(last) })}
          </Text>
        )}
      </Text>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <Group gap={4} wrap="nowrap">
          {full && (
            <Button size="xs" variant="default" onClick={() => onPage(1)} disabled={page <= 1}>
              {t('pager.first')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            {t('pager.previous')}
          </Button>
        </Group>
        {/* Seven 44 px numbers and their gaps fit a 360 px phone's 328 px (issue 32 item 5). */}
        <Group gap={2} wrap="nowrap">
          {pageWindow(page, last).map((slot, i) =>
            slot === 'gap' ? (
              <Text key={`gap-${i}`} size="sm" c="dimmed" aria-hidden px={2}>
                …
              </Text>
            ) : (
              <Button
                key={slot}
                size="xs"
                px={8}
                miw={{ base: 44, sm: 30 }}
                variant={slot === page ? 'filled' : 'default'}
                aria-label={t('pager.page', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => slot !== page && onPage(slot)}
              >
                {slot}
              </Button>
            ),
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => onPage(page + 1)} disabled={page >= last}>
            {t('pager.next')}
          </Button>
          {full && (
            <Button size="xs" variant="default" onClick={() => onPage(last)} disabled={page >= last}>
              {t('pager.last')}
            </Button>
          )}
        </Group>
      </Group>
    </Group>
  );
}
