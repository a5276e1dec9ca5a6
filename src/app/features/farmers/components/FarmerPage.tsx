import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconMapPin } from '@tabler/icons-react';
import type { FarmerDto } from '@shared/contracts/farmers';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@app/components/EmptyState';
import { PhoneLink } from '@app/components/PhoneLink';
import { formatDateTime } from '@app/i18n/format';
import { enumLabel } from '@app/lib/labels';
import { useSession } from '@app/lib/use-session';
import { useEditFarmer, useFarmerPage } from '../api/farmer-details';
import { formValuesOf, type FarmerFormValues } from '../forms/farmer-form';
import { formatLocation, mapLinks } from '../lib/capture-location';
import { countyField } from '../lib/county-label';
import { cropLabel, genderLabel } from '../lib/labels';
import { AddFarmerModal } from './AddFarmerModal';
import { FarmerRecords } from './FarmerRecords';
import { DataAge } from '@app/components/DataAge';

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

function FarmerLocation({ farmer }: { farmer: FarmerDto }) {
  const { t } = useTranslation('farmers');
  if (!farmer.location) return <Detail label={t('fields.location')} value={t('location.notCaptured')} />;
  const links = mapLinks(farmer.location);
  return (
    <div>
      <Text size="xs" c="dimmed">
        {t('fields.location')}
      </Text>
      <Text size="sm">{formatLocation(farmer.location)}</Text>
      <Group gap="sm">
        <Anchor href={links.geo} size="sm">
          <IconMapPin size={14} /> {t('location.openInMapApp')}
        </Anchor>
        <Anchor href={links.osm} size="sm" target="_blank" rel="noreferrer">
          {t('location.openStreetMap')}
        </Anchor>
      </Group>
    </div>
  );
}

/** May this user correct this farmer? The server's rule (ADR 0019), so the button shows only where it works. */
function mayEdit(role: string | undefined, userId: string | undefined, farmer: FarmerDto): boolean {
  if (role === 'admin' || role === 'company_admin') return true;
  return role === 'engaged_agent' && farmer.registeredById === userId;
}

/** /engage/farmers/$farmerId: details, location, sales and loans with totals, who registered them, corrections. */
export function FarmerPage({ farmerId }: { farmerId: string }) {
  const { t } = useTranslation('farmers');
  const session = useSession();
  const { data, query } = useFarmerPage(farmerId);
  const edit = useEditFarmer();
  const [editing, setEditing] = useState(false);
  const label = t(`fields.${countyField(session?.user.companyAreaLabel, session?.role ?? '')}`);

  if (!data) return <EmptyState title={t('page.loading')} />;
  if (data.kind === 'missing') {
    return <EmptyState title={t('page.notFound')} description={t('page.notFoundDescription')} />;
  }
  const farmer = data.kind === 'server' ? data.details.data : data.farmer;
  const save = async (values: FarmerFormValues) => {
    await edit.mutateAsync({ farmer, values });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{farmer.name}</Title>
        <Group gap="xs">
          {data.kind === 'known' && data.waitingToSync && (
            <Badge color="yellow" variant="light">
              {enumLabel('syncState', 'queued')}
            </Badge>
          )}
          {mayEdit(session?.role, session?.user.id, farmer) && (
            <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
              {t('page.edit')}
            </Button>
          )}
        </Group>
      </Group>
      <DataAge updatedAt={query.dataUpdatedAt} />
      {data.kind === 'known' && !data.waitingToSync && (
        <Text size="sm" c="dimmed">
          {t('page.offlineKnown')}
        </Text>
      )}
      {query.isError && data.kind === 'server' && (
        <Text size="sm" c="dimmed">
          {t('page.lastLoaded')}
        </Text>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          <Detail label={t('fields.phoneNumber')} value={<PhoneLink number={farmer.phoneNumber} />} />
          <Detail label={t('fields.nationalId')} value={farmer.nationalId} />
          <Detail label={t('fields.age')} value={farmer.age} />
          <Detail label={t('fields.gender')} value={genderLabel(farmer.gender)} />
          <Detail label={label} value={farmer.county} />
          <Detail label={t('fields.subCounty')} value={farmer.subCounty} />
          <Detail label={t('fields.ward')} value={farmer.ward} />
          <Detail label={t('fields.village')} value={farmer.village} />
          <Detail label={t('fields.cropType')} value={farmer.cropType && cropLabel(farmer.cropType)} />
          <Detail label={t('fields.farmSize')} value={farmer.farmSize} />
          <Detail label={t('fields.company')} value={farmer.company.name} />
          <Detail
            label={t('fields.registeredBy')}
            value={t('page.registeredByOn', { name: farmer.registeredBy?.name ?? '—', date: formatDateTime(farmer.recordedAt) })}
          />
          <FarmerLocation farmer={farmer} />
        </SimpleGrid>
      </Paper>
      {data.kind === 'server' && <FarmerRecords details={data.details} />}
      <AddFarmerModal
        key={`${farmer.id}:${farmer.recordedAt}:${JSON.stringify(formValuesOf(farmer))}`}
        opened={editing}
        countyLabel={label}
        onClose={() => setEditing(false)}
        onSubmit={save}
        initial={formValuesOf(farmer)}
        title={t('form.correctTitle', { name: farmer.name })}
        submitLabel={t('form.correctSubmit')}
      />
    </Stack>
  );
}
