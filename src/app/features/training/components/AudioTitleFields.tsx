import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the module form holds of an audio's title: agents see it under "Audio n", in their language. */
export interface AudioTitleInput {
  title: string;
  titleSw: string;
}

export const NO_TITLE: AudioTitleInput = { title: '', titleSw: '' };

/** Both texts of one audio's title; Kiswahili is optional (agents reading it see the English one without it). */
export function AudioTitleFields({ n, value, onChange, disabled }: { n: number; value: AudioTitleInput; onChange: (value: AudioTitleInput) => void; disabled: boolean }) {
  const { t } = useTranslation('training');
  return (
    <>
      <TextInput label={t('form.audioTitle', { n })} maxLength={200} value={value.title} disabled={disabled} onChange={(e) => onChange({ ...value, title: e.currentTarget.value })} />
      <TextInput
        label={t('form.audioTitleSw', { n })}
        lang="sw"
        maxLength={200}
        value={value.titleSw}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, titleSw: e.currentTarget.value })}
      />
    </>
  );
}
