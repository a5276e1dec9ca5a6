import { NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@shared/languages';
import { currentLanguage } from '@app/i18n/i18n';
import { takePickedBeforeStart } from '../lib/picked-before-start';
import { useChangeLanguage } from '../pwa/use-change-language';

/**
 * The language picker of the sign-in screen and the profile (issue 15 item 2): each language named in itself
 * (`common:language.<code>`), the change shown at once and kept (useChangeLanguage). A native select: the phone's
 * own picker, and no popover or focus trap in the sign-in screen's first load (P1).
 */
export function LanguageSelect({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('common');
  const change = useChangeLanguage();
  // Re-read on every render: useTranslation re-renders on a change of language.
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  // A pick made on the built page before the app ran (lib/picked-before-start.ts) counts as made here.
  const { mutate } = change;
  useEffect(() => {
    const picked = takePickedBeforeStart();
    if (picked && picked !== currentLanguage()) mutate(picked);
  }, [mutate]);
  return (
    <NativeSelect
      label={t('language.label')}
      name="language"
      size={size}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next) && next !== value) change.mutate(next);
      }}
      w={180}
      data-testid="language-select"
    />
  );
}
