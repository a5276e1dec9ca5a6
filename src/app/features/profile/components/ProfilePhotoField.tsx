import { Avatar, FileInput, Group, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoProblem } from '../forms/profile-form';

export interface ProfilePhotoFieldProps {
  /** The stored photo's URL. */
  current: string | null;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Offline the photo cannot be sent: the picker says so instead of queueing megabytes. */
  disabled: boolean;
}

/** Photo upload: images only, under 10MB (spec part 2 §5), with a preview of the chosen file. */
export function ProfilePhotoField({ current, value, onChange, disabled }: ProfilePhotoFieldProps) {
  const { t } = useTranslation('profile');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  // A preview's object URL is released when another file replaces it and when the field goes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);
  // The form clears the file after a save: the preview goes with it.
  const shown = value && preview?.file === value ? preview.url : null;

  const pick = (file: File | null) => {
    const problem = file && photoProblem(file);
    const accepted = problem ? null : file;
    setError(problem);
    setPreview(accepted && { file: accepted, url: URL.createObjectURL(accepted) });
    onChange(accepted);
  };

  return (
    <Group align="flex-end" wrap="nowrap" gap="md">
      <Avatar src={shown ?? current} size={72} radius="xl" alt={t('photo.label')}>
        <IconPhoto aria-hidden />
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <FileInput
          label={t('photo.label')}
          placeholder={t('photo.choose')}
          accept="image/*"
          clearable
          value={value}
          onChange={pick}
          error={error}
          disabled={disabled}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {disabled ? t('photo.offline') : t('photo.hint')}
        </Text>
      </div>
    </Group>
  );
}
