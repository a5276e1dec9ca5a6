import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The profile photo picker: images only, sent inline as a data URL (spec part 1 §3). */
export function PhotoPicker({ value, onChange, label }: { value: string; onChange: (dataUrl: string) => void; label?: string }) {
  const { t } = useTranslation('auth');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (picked: File | null) => {
    setError(null);
    if (!picked) {
      setFile(null);
      onChange('');
      return;
    }
    if (!picked.type.startsWith('image/')) {
      setError(t('photo.notImage'));
      return;
    }
    if (picked.size > MAX_PHOTO_BYTES) {
      setError(t('photo.tooLarge'));
      return;
    }
    try {
      onChange(await readAsDataUrl(picked));
      setFile(picked);
    } catch {
      setError(t('photo.unreadable'));
    }
  };

  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <Avatar src={value || null} size={56} radius="xl" alt={value ? t('fields.selectedPhoto') : undefined}>
        <IconPhoto aria-hidden />
      </Avatar>
      <FileInput
        label={label ?? t('fields.photo')}
        placeholder={t('fields.chooseImage')}
        accept="image/*"
        clearable
        value={file}
        onChange={(f) => void pick(f)}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}
