import { SimpleGrid, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormSelect } from '../../../components/FormSelect';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, type ProfileFormValues } from '../forms/profile-form';

type Form = UseFormReturn<ProfileFormValues>;

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
        <FormSelect control={form.control} name="gender" label="Gender" placeholder="Select" data={[...GENDERS]} clearable comboboxProps={{ withinPortal: true }} />
        <FormSelect control={form.control} name="maritalStatus" label="Marital Status" placeholder="Select" data={[...MARITAL_STATUSES]} clearable comboboxProps={{ withinPortal: true }} />
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
        <FormSelect control={form.control} name="educationLevel" label="Education Level" placeholder="Select" data={[...EDUCATION_LEVELS]} clearable required comboboxProps={{ withinPortal: true }} />
      </SimpleGrid>
    </>
  );
}
