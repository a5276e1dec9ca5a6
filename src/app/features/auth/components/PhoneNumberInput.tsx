import { TextInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/** The account forms' required phone number: a tel keyboard and the Kenyan example as placeholder. */
export function PhoneNumberInput(props: ComponentPropsWithRef<typeof TextInput>) {
  return <TextInput label="Phone number" type="tel" autoComplete="tel" placeholder="07XXXXXXXX" withAsterisk {...props} />;
}
