import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@app/lib/message-texts';
import { notifyFailure, notifySuccess } from '@app/lib/notify';
import { type OutboxEntry, resendEntry } from '@app/offline/outbox';
import { useDirtyFormGuard } from '@app/pwa/dirty-forms';
import { applyEdits, editableFields, fieldLabel } from '../body-fields';
import { textOr } from '@app/i18n/entry-text';

/**
 * "Edit and resend" of a change that has no form of its own (the others open their form, see `EntryEditors`):
 * the entry's fields as labelled inputs. The outbox resends under the same key when
 * nothing changed and under a new key when something did (the server refuses a changed body under an old key).
 */
export function EditEntryModal({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const { t } = useTranslation(['sync', 'common']);
  const fields = useMemo(() => editableFields(entry.body), [entry.body]);
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, f.text])));
  const [busy, setBusy] = useState(false);
  const dirty = fields.some((f) => texts[f.name] !== f.text);
  useDirtyFormGuard(dirty);
  const errors = entry.lastError?.fields ?? {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await resendEntry(entry.id, applyEdits(entry.body, fields, texts));
      notifySuccess(t('edit.queued'));
      onClose();
    } catch (err) {
      notifyFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('edit.title', { label: textOr(entry.text, entry.label) })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {entry.lastError && (
            <Text size="sm" c="red.8">
              {translateMessage(entry.lastError.message)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('edit.noForm')}
          </Text>
          {fields.length === 0 && <Text size="sm">{t('edit.noFields')}</Text>}
          {fields.map((f) => (
            <TextInput
              key={f.name}
              label={fieldLabel(f.name)}
              value={texts[f.name] ?? ''}
              inputMode={f.kind === 'number' ? 'numeric' : undefined}
              error={errors[f.name]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setTexts((t) => ({ ...t, [f.name]: value }));
              }}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('edit.resend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
