import { ActionIcon, Badge, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { IncentiveOption } from '@shared/contracts/gamification';
import { type Column, DataTable } from '../../../components/DataTable';

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
  const columns: Column<IncentiveOption>[] = [
    { key: 'title', header: 'Title', cell: (o) => o.title, card: 'primary' },
    { key: 'type', header: 'Type', card: 'status', cell: (o) => <Badge variant="light">{o.type === 'SHORT_TERM' ? 'Short-term' : 'Long-term'}</Badge> },
    { key: 'description', header: 'Description', cell: (o) => truncate(o.description) },
    { key: 'points', header: 'Points needed', cell: (o) => o.stages.pointsNeeded },
    { key: 'reward', header: 'Reward', cell: (o) => o.stages.reward ?? '—' },
    { key: 'selections', header: 'Selections', cell: (o) => o.selectionCount },
    {
      key: 'actions',
      header: 'Actions',
      hidden: !canManage,
      card: 'actions',
      cell: (o) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit ${o.title}`} onClick={() => onEdit(o)}>
            <IconPencil size={16} />
          </ActionIcon>
          <Tooltip label="Cannot delete - agents have selected this option" disabled={o.selectionCount === 0} events={{ hover: true, focus: true, touch: true }}>
            <span>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${o.title}`} disabled={o.selectionCount > 0} onClick={() => onDelete(o)}>
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
            Create option
          </Button>
        </Group>
      )}
      <DataTable columns={columns} rows={options} rowKey={(o) => o.id} loading={loading} empty="No incentive options yet." />
    </Stack>
  );
}
