import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type RecordActivityBody, recordActivityBody } from '@shared/contracts/gamification-admin';
import { ACTIVITY_POINTS, ACTIVITY_TYPES } from '@shared/gamification';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { FormSelect } from '@app/components/FormSelect';
import { type AgentChoice, agentChoicesQuery, useRecordActivity } from '../api/record-activity';

const SEARCH_DEBOUNCE_MS = 500;

export interface RecordActivityModalProps {
  /** The platform admin picks among every company's agents, so each choice names its company. */
  everyCompany: boolean;
  onClose: () => void;
}

/**
 * Record an activity for an agent (spec part 2 §7): agent, activity type and reason. Mounted while open, so each
 * opening is one Idempotency-Key and starts empty.
 */
export function RecordActivityModal({ everyCompany, onClose }: RecordActivityModalProps) {
  const { t } = useTranslation(['gamification', 'enums']);
  const activityChoices = useMemo(
    () => ACTIVITY_TYPES.map((type) => ({ value: type, label: t('record.choice', { type: t(`enums:activity.${type}`), count: ACTIVITY_POINTS[type] }) })),
    [t],
  );
  const [key] = useState(() => crypto.randomUUID());
  const form = useForm<RecordActivityBody, unknown, z.output<typeof recordActivityBody>>({ resolver: zodResolver(recordActivityBody), defaultValues: { userId: '', activityType: undefined, reason: '' } });
  const errors = form.formState.errors;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<AgentChoice | null>(null);
  // Once an agent is picked the box shows its name: that is not a search.
  const [typed] = useDebouncedValue(picked && search === picked.label ? '' : search.trim(), SEARCH_DEBOUNCE_MS);
  const choices = useQuery(agentChoicesQuery(typed, everyCompany));
  const data = [...(picked ? [picked] : []), ...(choices.data ?? []).filter((c) => c.value !== picked?.value)];
  const record = useRecordActivity();
  const submit = form.handleSubmit((body) => record.mutate({ body, key, name: picked?.name ?? '' }, { onSuccess: onClose }));

  return (
    <Modal opened onClose={onClose} title={t('record.title')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="userId"
            render={({ field }) => (
              <Select
                label={t('record.agent')}
                withAsterisk
                placeholder={t('record.agentPlaceholder')}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                // The server already matched the typed name; the list shows what it answered.
                filter={({ options }) => options}
                nothingFoundMessage={choices.isFetching ? t('record.searching') : t('record.noAgents')}
                data={data}
                value={field.value || null}
                onChange={(value) => {
                  setPicked(value ? (data.find((c) => c.value === value) ?? null) : null);
                  field.onChange(value ?? '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.userId?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <FormSelect control={form.control} name="activityType" label={t('record.type')} withAsterisk data={activityChoices} emptyValue={undefined} comboboxProps={{ withinPortal: true }} />
          <Textarea label={t('record.reason')} withAsterisk autosize minRows={2} {...form.register('reason')} error={errors.reason?.message} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={record.isPending}>
              {t('record.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('record.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
