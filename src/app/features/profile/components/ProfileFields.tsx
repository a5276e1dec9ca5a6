import { Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, type ProfileFormValues } from '../forms/profile-form';

type Form = UseFormReturn<ProfileFormValues>;

function ChoiceField({ form, name, label, data }: { form: Form; name: 'gender' | 'maritalStatus' | 'educationLevel'; label: string; data: readonly string[] }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder="Select"
          data={[...data]}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          clearable
          required={name === 'educationLevel'}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** Personal fields of spec part 2 §2.7. */
export function PersonalFields({ form, today }: { form: Form; today: string }) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <>
      <Title order={3} size="h4">
        Personal Information
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Full Name" required autoComplete="name" {...register('name')} error={e.name?.message} />
        <TextInput label="Email" required type="email" autoComplete="email" {...register('email')} error={e.email?.message} />
        <TextInput label="Phone Number" required type="tel" autoComplete="tel" {...register('phoneNumber')} error={e.phoneNumber?.message} />
        <ChoiceField form={form} name="gender" label="Gender" data={GENDERS} />
        <ChoiceField form={form} name="maritalStatus" label="Marital Status" data={MARITAL_STATUSES} />
        <TextInput label="Number of Children" inputMode="numeric" {...register('numberOfChildren')} error={e.numberOfChildren?.message} />
        <TextInput label="Date of Birth" type="date" max={today} {...register('dateOfBirth')} error={e.dateOfBirth?.message} />
      </SimpleGrid>
    </>
  );
}

/** The professional section: agent roles only (spec part 2 §2.7). */
export function ProfessionalFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <>
      <Title order={3} size="h4">
        Professional Information
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Work Location" required {...register('workGeographicLocation')} error={e.workGeographicLocation?.message} />
        <TextInput
          label="Years of Sales/Field Experience"
          required
          inputMode="numeric"
          {...register('yearsOfSalesFieldExperience')}
          error={e.yearsOfSalesFieldExperience?.message}
        />
        <ChoiceField form={form} name="educationLevel" label="Education Level" data={EDUCATION_LEVELS} />
      </SimpleGrid>
    </>
  );
}
