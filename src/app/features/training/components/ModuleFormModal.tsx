import { Button, Group, Modal, Progress, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminModule, AUDIO_REQUIRED, MODULE_TITLE_REQUIRED } from '@shared/contracts/training';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { notifyFailure } from '../../../lib/notify';
import { useSaveModule } from '../api/module-admin';
import { ModuleAudioFields } from './ModuleAudioFields';

const formSchema = z.object({
  title: z.string().trim().min(1, MODULE_TITLE_REQUIRED).max(200),
  description: z.string().max(5000),
  isActive: z.enum(['true', 'false']),
});
type FormValues = z.infer<typeof formSchema>;

/** Add/Edit module: text fields, existing audio with Remove, new files with Remove, upload progress. */
export function ModuleFormModal({ module, opened, onClose }: { module: AdminModule | null; opened: boolean; onClose: () => void }) {
  const save = useSaveModule();
  const [kept, setKept] = useState(module?.audioFiles ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: module?.title ?? '', description: module?.description ?? '', isActive: module && !module.isActive ? 'false' : 'true' },
  });

  const submit = form.handleSubmit(async (values) => {
    if (kept.length + files.length === 0) {
      notifyFailure(AUDIO_REQUIRED);
      return;
    }
    const data = new FormData();
    data.append('title', values.title);
    data.append('description', values.description);
    data.append('isActive', values.isActive);
    kept.forEach((a) => data.append('keepAudioIds', a.id));
    files.forEach((f) => data.append('audioFiles', f, f.name));
    setPercent(0);
    try {
      await save.mutateAsync({ module, form: data, onProgress: setPercent });
      onClose();
    } catch {
      // Toasted by the mutation; the form keeps its values for another try.
    } finally {
      setPercent(null);
    }
  });

  const busy = percent !== null;
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={module ? 'Edit Training Module' : 'Add Training Module'} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label="Title" withAsterisk {...form.register('title')} error={form.formState.errors.title?.message} />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="module-status-label">
                  Status
                </Text>
                <SegmentedControl
                  aria-labelledby="module-status-label"
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: 'true', label: 'Active' },
                    { value: 'false', label: 'Inactive' },
                  ]}
                />
              </Stack>
            )}
          />
          <Textarea label="Description" rows={4} {...form.register('description')} />
          <ModuleAudioFields kept={kept} onKeptChange={setKept} files={files} onFilesChange={setFiles} busy={busy} />
          {busy && <Progress value={percent} aria-label="Upload progress" />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {module ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
