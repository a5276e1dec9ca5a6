import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@shared/languages';
import { currentLanguage } from '@app/i18n/i18n';
import { useChangeLanguage } from '../pwa/use-change-language';

/**
 * The language picker of the sign-in screen and the profile (issue 15 item 2): each language named in itself
 * (`common:language.<code>`), the change shown at once and kept (useChangeLanguage).
 */
export function LanguageSelect({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('common');
  const change = useChangeLanguage();
  // Re-read on every render: useTranslation re-renders on a change of language.
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <Select
      label={t('language.label')}
      size={size}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      value={value}
      onChange={(next) => {
        if (isLanguage(next) && next !== value) change.mutate(next);
      }}
      allowDeselect={false}
      checkIconPosition="right"
      w={180}
      data-testid="language-select"
    />
  );
}
