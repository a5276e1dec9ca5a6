import { FormNumberInput } from '@app/components/FormNumberInput';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type TargetValues, type TargetsDto, targetValues } from '@shared/contracts/targets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { DataTable } from '@app/components/DataTable';
import { targetsQuery } from '../api/dashboard-queries';
import { useSaveTargets } from '../api/save-targets';
import { formatNumber, formatSeason } from '@app/i18n/format';
import { formatAmount } from '../lib/figures';

const COMPANY_DEFAULT = 'default';
type Input = z.input<typeof targetValues>;
type Agent = TargetsDto['agents'][number];

function valuesFor(data: TargetsDto | undefined, who: string): Input {
  const row = who === COMPANY_DEFAULT ? data?.companyDefault : data?.agents.find((a) => a.agentId === who);
  return { salesTarget: row?.salesTarget ?? 0, farmersTarget: row?.farmersTarget ?? 0 };
}

/** Company admins set this season's targets: the company default, or one agent's own. */
export function TargetsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'common', 'incentives']);
  const targets = useQuery({ ...targetsQuery(), enabled: opened });
  const data = targets.data?.data;
  const [who, setWho] = useState(COMPANY_DEFAULT);
  const form = useForm<Input, unknown, TargetValues>({ resolver: zodResolver(targetValues), values: valuesFor(data, who) });
  const save = useSaveTargets();
  const unit = data?.unit ?? 'KES';

  const numberField = (name: keyof Input, label: string, decimals: boolean) => (
    <FormNumberInput control={form.control} name={name} label={label} withAsterisk min={0} allowNegative={false} allowDecimal={decimals} thousandSeparator="," />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={data ? t('targetsModal.seasonTitle', { season: formatSeason(data.season.id) }) : t('targetsModal.title')} size="lg">
      <Stack gap="md">
        <form onSubmit={(e) => void form.handleSubmit((values) => save.mutate({ values, agentId: who === COMPANY_DEFAULT ? undefined : who }))(e)} noValidate>
          <Stack gap="sm">
            <Select
              label={t('targetsModal.appliesTo')}
              data={[
                { value: COMPANY_DEFAULT, label: t('targetsModal.companyDefault') },
                ...(data?.agents ?? []).map((a) => ({ value: a.agentId, label: a.name })),
              ]}
              value={who}
              onChange={(v) => setWho(v ?? COMPANY_DEFAULT)}
              allowDeselect={false}
            />
            {numberField('salesTarget', unit === 'KES' ? t('targetsModal.salesTarget') : t('targetsModal.loansTarget'), true)}
            {numberField('farmersTarget', t('targetsModal.farmersTarget'), false)}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.close')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!data}>
                {t('common:actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <DataTable<Agent>
          caption={t('targetsModal.caption')}
          rows={data?.agents}
          loading={targets.isPending}
          rowKey={(a) => a.agentId}
          empty={t('targetsModal.empty')}
          columns={[
            { key: 'name', header: t('targetsModal.agent'), cell: (a) => a.name, card: 'primary' },
            { key: 'sales', header: unit === 'KES' ? t('targetsModal.sales') : t('targetsModal.loans'), cell: (a) => formatAmount(a.salesTarget, unit) },
            { key: 'farmers', header: t('targetsModal.farmers'), cell: (a) => formatNumber(a.farmersTarget) },
            {
              key: 'source',
              header: t('targetsModal.source'),
              card: 'status',
              cell: (a) => (a.isDefault ? <Badge variant="light">{t('targetsModal.default')}</Badge> : <Text size="sm">{t('targetsModal.own')}</Text>),
            },
          ]}
        />
      </Stack>
    </Modal>
  );
}
