import { Stack, Text, Title } from '@mantine/core';
import type { AuditEvent } from '@shared/contracts/audit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { Pager } from '@app/components/Pager';
import { formatDateTime } from '@app/i18n/format';
import { auditEventsQuery } from '../api/agent-queries';

function kindText(t: TFunction<'agents'>, event: AuditEvent): string {
  if (event.kind === 'email_changed') return t('audit.kind.emailChanged');
  return event.subjectKind === 'user' ? t('audit.kind.phoneOfAnotherAccount') : t('audit.kind.phoneOfAnotherFarmer');
}

/**
 * The platform admin's audit trail under Manage Users (issue 31 items 6 and 8, ADR 0060): emails moved by another
 * person and phone numbers found on two users or farmers. Its page is the section's own, not the list's URL.
 */
export function AuditTrail() {
  const { t } = useTranslation('agents');
  const [page, setPage] = useState(1);
  const trail = useQuery(auditEventsQuery(page));
  const columns: Column<AuditEvent>[] = [
    { key: 'at', header: t('audit.at'), cell: (e) => formatDateTime(e.occurredAt), card: 'status' },
    { key: 'what', header: t('audit.what'), cell: (e) => kindText(t, e), card: 'primary' },
    {
      key: 'who',
      header: t('audit.who'),
      cell: (e) => (
        <Stack gap={2}>
          <Text size="sm">{e.subjectName ?? t('audit.deleted')}</Text>
          {e.companyName && (
            <Text size="xs" c="dimmed">
              {e.companyName}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'change', header: t('audit.change'), cell: (e) => t('audit.fromTo', { from: e.oldValue, to: e.newValue }) },
    { key: 'by', header: t('audit.by'), cell: (e) => e.actorName ?? t('audit.byMigration') },
  ];
  return (
    <Stack gap="sm">
      <Title order={3}>{t('audit.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('audit.intro')}
      </Text>
      <DataTable columns={columns} rows={trail.data?.events} rowKey={(e) => e.id} loading={trail.isPending} empty={t('audit.empty')} caption={t('audit.title')} />
      <Pager pagination={trail.data?.pagination} onPage={setPage} />
    </Stack>
  );
}
