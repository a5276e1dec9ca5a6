import { TextInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The account forms' required phone number: a tel keyboard and the Kenyan example as placeholder. */
export function PhoneNumberInput(props: ComponentPropsWithRef<typeof TextInput>) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" placeholder={t('fields.phonePlaceholder')} withAsterisk {...props} />;
}
