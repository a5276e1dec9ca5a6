import { ActionIcon, Badge, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { IncentiveOption } from '@shared/contracts/gamification';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { formatNumber } from '@app/i18n/format';

const DESCRIPTION_MAX = 50;
const truncate = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX)}…` : text);

interface Props {
  options: IncentiveOption[] | undefined;
  loading: boolean;
  canManage: boolean;
  onCreate: () => void;
  onEdit: (option: IncentiveOption) => void;
  onDelete: (option: IncentiveOption) => void;
}

/** The options table; delete is disabled (with the spec's tooltip) while agents have selected the option. */
export function OptionsList({ options, loading, canManage, onCreate, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['gamification', 'enums']);
  const columns: Column<IncentiveOption>[] = [
    { key: 'title', header: t('options.columns.title'), cell: (o) => o.title, card: 'primary' },
    { key: 'type', header: t('options.columns.type'), card: 'status', cell: (o) => <Badge variant="light">{t(`enums:incentiveType.${o.type}`)}</Badge> },
    { key: 'description', header: t('options.columns.description'), cell: (o) => truncate(o.description) },
    { key: 'points', header: t('options.columns.points'), cell: (o) => formatNumber(o.stages.pointsNeeded) },
    { key: 'reward', header: t('options.columns.reward'), cell: (o) => o.stages.reward ?? '—' },
    { key: 'selections', header: t('options.columns.selections'), cell: (o) => formatNumber(o.selectionCount) },
    {
      key: 'actions',
      header: t('options.columns.actions'),
      hidden: !canManage,
      card: 'actions',
      cell: (o) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('options.editLabel', { title: o.title })} onClick={() => onEdit(o)}>
            <IconPencil size={16} />
          </ActionIcon>
          <Tooltip label={t('options.cannotDelete')} disabled={o.selectionCount === 0} events={{ hover: true, focus: true, touch: true }}>
            <span>
              <ActionIcon variant="subtle" color="red" aria-label={t('options.deleteLabel', { title: o.title })} disabled={o.selectionCount > 0} onClick={() => onDelete(o)}>
                <IconTrash size={16} />
              </ActionIcon>
            </span>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      {canManage && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
            {t('options.create')}
          </Button>
        </Group>
      )}
      <DataTable columns={columns} rows={options} rowKey={(o) => o.id} loading={loading} empty={t('options.empty')} />
    </Stack>
  );
}
