import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconMapPin } from '@tabler/icons-react';
import type { FarmerDto } from '@shared/contracts/farmers';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { useSession } from '../../../lib/use-session';
import { useEditFarmer, useFarmerPage } from '../api/farmer-details';
import { formValuesOf, type FarmerFormValues } from '../forms/farmer-form';
import { formatLocation, mapLinks } from '../lib/capture-location';
import { countyLabel as countyLabelFor } from '../lib/county-label';
import { AddFarmerModal } from './AddFarmerModal';
import { FarmerRecords } from './FarmerRecords';
import { DataAge } from '../../../components/DataAge';

function Detail({ label, value }: { label: string; value: string | number | null | undefined }) {
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
  if (!farmer.location) return <Detail label="Farm location" value="Not captured" />;
  const links = mapLinks(farmer.location);
  return (
    <div>
      <Text size="xs" c="dimmed">
        Farm location
      </Text>
      <Text size="sm">{formatLocation(farmer.location)}</Text>
      <Group gap="sm">
        <Anchor href={links.geo} size="sm">
          <IconMapPin size={14} /> Open in the map app
        </Anchor>
        <Anchor href={links.osm} size="sm" target="_blank" rel="noreferrer">
          OpenStreetMap
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
  const session = useSession();
  const { data, query } = useFarmerPage(farmerId);
  const edit = useEditFarmer();
  const [editing, setEditing] = useState(false);
  const label = countyLabelFor(session?.user.companySlug, session?.role ?? '');

  if (!data) return <EmptyState title="Loading the farmer…" />;
  if (data.kind === 'missing') {
    return <EmptyState title="Farmer not found" description="This farmer is not in the register you can see, or this phone has not loaded them yet." />;
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
              waiting to sync
            </Badge>
          )}
          {mayEdit(session?.role, session?.user.id, farmer) && (
            <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
      </Group>
      <DataAge updatedAt={query.dataUpdatedAt} />
      {data.kind === 'known' && !data.waitingToSync && (
        <Text size="sm" c="dimmed">
          Offline: showing what this phone knows of the farmer; sales, loans and corrections show once online.
        </Text>
      )}
      {query.isError && data.kind === 'server' && (
        <Text size="sm" c="dimmed">
          Showing the farmer as last loaded.
        </Text>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          <Detail label="Phone Number" value={farmer.phoneNumber} />
          <Detail label="National ID" value={farmer.nationalId} />
          <Detail label="Age" value={farmer.age} />
          <Detail label="Gender" value={farmer.gender} />
          <Detail label={label} value={farmer.county} />
          <Detail label="Sub County" value={farmer.subCounty} />
          <Detail label="Ward" value={farmer.ward} />
          <Detail label="Village" value={farmer.village} />
          <Detail label="Crop Type" value={farmer.cropType} />
          <Detail label="Farm Size" value={farmer.farmSize} />
          <Detail label="Company" value={farmer.company.name} />
          <Detail label="Registered By" value={`${farmer.registeredBy?.name ?? '—'} on ${dayjs(farmer.recordedAt).format('DD MMM YYYY HH:mm')}`} />
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
        title={`Correct ${farmer.name}`}
        submitLabel="Save Corrections"
      />
    </Stack>
  );
}
