import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type Agent, agentCodeField, assignableRoles, USER_EDIT_GENDERS, type UpdateAgentBody } from '@shared/contracts/agents';
import { emailField, emptyOr, nameField, phoneField } from '@shared/contracts/person-fields';
import type { Role } from '@shared/roles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormSelect } from '@app/components/FormSelect';
import { enumLabel } from '@app/lib/labels';
import { saveAgentErrorMessage, useSaveAgent } from '../api/save-agent';

/**
 * Every field may be left empty: empty fields are not sent (spec part 2 §5), so they keep their value. What is
 * typed follows the contract's rules, with its messages.
 */
const editSchema = z.object({
  name: emptyOr(nameField),
  email: emptyOr(emailField),
  phoneNumber: emptyOr(phoneField),
  role: z.string(),
  gender: z.string(),
  agentCode: emptyOr(agentCodeField),
});
type EditValues = z.infer<typeof editSchema>;

const valuesOf = (agent: Agent): EditValues => ({
  name: agent.name,
  email: agent.email,
  phoneNumber: agent.phoneNumber ?? '',
  role: agent.role,
  gender: agent.gender?.toLowerCase() ?? '',
  agentCode: agent.agentCode ?? '',
});

/** The edit form sends genders in lower case; their names are those of the farmer's genders. */
const EDIT_GENDER_KEYS = { male: 'Male', female: 'Female', other: 'Other' } as const;

const toBody = (values: EditValues): UpdateAgentBody =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')) as UpdateAgentBody;

export interface EditUserModalProps {
  /** A user the caller manages (never the caller: their own details are on the profile page). */
  agent: Agent;
  callerRole: Role;
  onClose: () => void;
}

/** Edit a user; a refusal shows in the form (and as a toast) and the form keeps its values. */
export function EditUserModal({ agent, callerRole, onClose }: EditUserModalProps) {
  const { t } = useTranslation(['agents', 'common']);
  const form = useForm<EditValues>({ resolver: zodResolver(editSchema), defaultValues: valuesOf(agent) });
  const save = useSaveAgent();
  const errors = form.formState.errors;
  // The current role stays listed so the select shows it, even where the caller may not give it.
  const roles = Array.from(new Set([...assignableRoles(callerRole), agent.role]));
  const submit = form.handleSubmit((values) => save.mutate({ id: agent.id, body: toBody(values) }, { onSuccess: onClose }));
  const error = save.error && saveAgentErrorMessage(save.error);

  return (
    <Modal opened onClose={onClose} title={t('edit.title', { name: agent.name })} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('fields.name')} {...form.register('name')} error={errors.name?.message} />
          <TextInput label={t('fields.email')} type="email" {...form.register('email')} error={errors.email?.message} />
          <TextInput label={t('fields.phoneNumber')} type="tel" {...form.register('phoneNumber')} error={errors.phoneNumber?.message} />
          <FormSelect
            control={form.control}
            name="role"
            label={t('fields.role')}
            data={roles.map((r) => ({ value: r, label: enumLabel('role', r), disabled: !assignableRoles(callerRole).includes(r) }))}
            comboboxProps={{ withinPortal: true }}
          />
          <FormSelect
            control={form.control}
            name="gender"
            label={t('fields.gender')}
            placeholder={t('edit.selectGender')}
            data={USER_EDIT_GENDERS.map((g) => ({ value: g, label: enumLabel('gender', EDIT_GENDER_KEYS[g]) }))}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label={t('fields.agentCode')} {...form.register('agentCode')} error={errors.agentCode?.message} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
