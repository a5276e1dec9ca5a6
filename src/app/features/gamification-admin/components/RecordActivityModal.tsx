import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type RecordActivityBody, recordActivityBody } from '@shared/contracts/gamification-admin';
import { ACTIVITY_POINTS, ACTIVITY_TYPES } from '@shared/gamification';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '../../../components/FormSelect';
import { enumLabel } from '../../../lib/labels';
import { type AgentChoice, agentChoicesQuery, useRecordActivity } from '../api/record-activity';

const SEARCH_DEBOUNCE_MS = 500;
/** Built while rendering: the activity names are in the language on screen. */
const activityChoices = () => ACTIVITY_TYPES.map((type) => ({ value: type, label: `${enumLabel('activity', type)} (${ACTIVITY_POINTS[type]} points)` }));

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
  const submit = form.handleSubmit((body) => record.mutate({ body, key }, { onSuccess: onClose }));

  return (
    <Modal opened onClose={onClose} title="Record activity" centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="userId"
            render={({ field }) => (
              <Select
                label="Agent"
                withAsterisk
                placeholder="Type a name"
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                // The server already matched the typed name; the list shows what it answered.
                filter={({ options }) => options}
                nothingFoundMessage={choices.isFetching ? 'Searching…' : 'No agents found'}
                data={data}
                value={field.value || null}
                onChange={(value, option) => {
                  setPicked(value && option ? { value, label: option.label } : null);
                  field.onChange(value ?? '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.userId?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <FormSelect control={form.control} name="activityType" label="Activity type" withAsterisk data={activityChoices()} emptyValue={undefined} comboboxProps={{ withinPortal: true }} />
          <Textarea label="Reason" withAsterisk autosize minRows={2} {...form.register('reason')} error={errors.reason?.message} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Record activity
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
