import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES } from '../forms/register-form';
import { FormSelect } from '../../../components/FormSelect';
import { PhoneNumberInput } from './PhoneNumberInput';
import { PhotoPicker } from './PhotoPicker';
import type { RegisterForm } from './register-form-context';
import { WholeNumberField } from './WholeNumberField';
import { NewPasswordInput } from './NewPasswordInput';

const today = () => new Date().toISOString().slice(0, 10);

export function PersonalSection({ form }: { form: RegisterForm }) {
  const { errors } = form.formState;
  return (
    <Fieldset legend="Personal information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Full name" autoComplete="name" withAsterisk error={errors.name?.message} {...form.register('name')} />
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk error={errors.email?.message} {...form.register('email')} />
        <PhoneNumberInput error={errors.phoneNumber?.message} {...form.register('phoneNumber')} />
        <FormSelect control={form.control} name="gender" label="Gender" placeholder="Select gender" data={[...GENDERS]} withAsterisk clearable />
        <FormSelect control={form.control} name="maritalStatus" label="Marital status" placeholder="Select marital status" data={[...MARITAL_STATUSES]} withAsterisk clearable />
        <WholeNumberField form={form} name="numberOfChildren" label="Number of children" />
        <TextInput
          label="Date of birth"
          type="date"
          max={today()}
          withAsterisk
          error={errors.dateOfBirth?.message}
          {...form.register('dateOfBirth')}
        />
        <Controller
          control={form.control}
          name="photo"
          render={({ field }) => <PhotoPicker value={field.value ?? ''} onChange={field.onChange} />}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

export function ProfessionalSection({ form }: { form: RegisterForm }) {
  const { errors } = form.formState;
  return (
    <Fieldset legend="Professional information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Work location"
          description="Where you work (county, town or area)"
          withAsterisk
          error={errors.workGeographicLocation?.message}
          {...form.register('workGeographicLocation')}
        />
        <WholeNumberField form={form} name="yearsOfSalesFieldExperience" label="Years of sales field experience" />
        <FormSelect control={form.control} name="educationLevel" label="Education level" placeholder="Select education level" data={[...EDUCATION_LEVELS]} withAsterisk clearable />
      </SimpleGrid>
    </Fieldset>
  );
}

export function AccountSection({ form }: { form: RegisterForm }) {
  const { errors } = form.formState;
  return (
    <Fieldset legend="Account">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NewPasswordInput label="Password" error={errors.password?.message} {...form.register('password')} />
        <NewPasswordInput label="Confirm password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      </SimpleGrid>
    </Fieldset>
  );
}
