import { Button, Group, Modal, Progress, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminModule } from '@shared/contracts/training';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { notifyFailure } from '@app/lib/notify';
import { useSaveModule } from '../api/module-admin';
import { ModuleAudioFields } from './ModuleAudioFields';
import { type AudioTitleInput, NO_TITLE } from './AudioTitleFields';
import { appendWithPhoneVersions } from '../lib/phone-version';

/** The form's rules, with the title's message in the language on screen. */
const formSchema = (titleRequired: string) =>
  z.object({
    title: z.string().check(z.trim(), z.minLength(1, titleRequired), z.maxLength(200)),
    description: z.string().check(z.maxLength(5000)),
    titleSw: z.string().check(z.maxLength(200)),
    descriptionSw: z.string().check(z.maxLength(5000)),
    isActive: z.enum(['true', 'false']),
  });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/** Add/Edit module: text fields, existing audio with Remove, new files with Remove, upload progress. */
export function ModuleFormModal({ module, opened, onClose }: { module: AdminModule | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('training');
  const schema = useMemo(() => formSchema(t('form.titleRequired')), [t]);
  const save = useSaveModule();
  const [kept, setKept] = useState(module?.audioFiles ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [titles, setTitles] = useState<ReadonlyMap<string | File, AudioTitleInput>>(
    () => new Map((module?.audioFiles ?? []).map((a) => [a.id, { title: a.description ?? '', titleSw: a.descriptionSw ?? '' }])),
  );
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: module?.title ?? '',
      description: module?.description ?? '',
      titleSw: module?.titleSw ?? '',
      descriptionSw: module?.descriptionSw ?? '',
      isActive: module && !module.isActive ? 'false' : 'true',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    if (kept.length + files.length === 0) {
      notifyFailure(t('form.audioRequired'));
      return;
    }
    const data = new FormData();
    data.append('title', values.title);
    data.append('description', values.description);
    data.append('titleSw', values.titleSw);
    data.append('descriptionSw', values.descriptionSw);
    data.append('isActive', values.isActive);
    kept.forEach((a) => data.append('keepAudioIds', a.id));
    // One title per audio, the kept ones first, then the new files (the contract's order).
    for (const audio of [...kept.map((a) => a.id), ...files]) {
      const title = titles.get(audio) ?? NO_TITLE;
      data.append('audioTitles', title.title);
      data.append('audioTitlesSw', title.titleSw);
    }
    setPercent(0);
    try {
      await appendWithPhoneVersions(data, 'audioFiles', files);
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
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={module ? t('form.editTitle') : t('form.addTitle')} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('form.title')} withAsterisk {...form.register('title')} error={form.formState.errors.title?.message} />
          <TextInput label={t('form.titleSw')} lang="sw" {...form.register('titleSw')} error={form.formState.errors.titleSw?.message} />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="module-status-label">
                  {t('form.status')}
                </Text>
                <SegmentedControl
                  aria-labelledby="module-status-label"
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: 'true', label: t('form.active') },
                    { value: 'false', label: t('form.inactive') },
                  ]}
                />
              </Stack>
            )}
          />
          <Textarea label={t('form.description')} rows={4} {...form.register('description')} />
          <Textarea label={t('form.descriptionSw')} lang="sw" rows={4} {...form.register('descriptionSw')} />
          <ModuleAudioFields
            kept={kept}
            onKeptChange={setKept}
            files={files}
            onFilesChange={setFiles}
            titles={titles}
            onTitleChange={(audio, title) => setTitles((all) => new Map(all).set(audio, title))}
            busy={busy}
          />
          {busy && <Progress value={percent} aria-label={t('form.uploadProgress')} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {module ? t('form.update') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
