import { describe, expect, it } from 'vitest';
import { loginFormSchema } from '@app/features/auth/forms/login-form';
import { REGISTER_DEFAULTS, registerFormSchema } from '@app/features/auth/forms/register-form';
import { resetFormSchema } from '@app/features/auth/forms/reset-form';
import { signupFormSchema } from '@app/features/auth/forms/signup-form';

/** Field → first message, as the form shows it under the field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('account forms (spec part 1 §5)', () => {
  it('sign-in requires both fields', () => {
    expect(messages(loginFormSchema.safeParse({ identifier: ' ', password: '', remember: false }))).toEqual({
      identifier: 'Email or phone number is required',
      password: 'Password is required',
    });
  });

  it('reset needs 6 characters and a matching confirmation', () => {
    expect(messages(resetFormSchema.safeParse({ newPassword: '', confirmPassword: '' }))).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(messages(resetFormSchema.safeParse({ newPassword: 'abc', confirmPassword: 'abc' }))).toEqual({
      newPassword: 'Password must be at least 6 characters long',
    });
    expect(messages(resetFormSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('sign-up says which field is missing', () => {
    const empty = { name: '', email: '', password: '', phoneNumber: '', gender: '', companyId: '' };
    expect(messages(signupFormSchema.safeParse(empty))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      phoneNumber: 'Phone number is required',
      gender: 'Gender is required',
      companyId: 'Company is required',
    });
  });

  it('registration checks email, phone, password and the confirmation only, with 0 defaults', () => {
    expect(REGISTER_DEFAULTS.numberOfChildren).toBe(0);
    expect(REGISTER_DEFAULTS.yearsOfSalesFieldExperience).toBe(0);
    expect(messages(registerFormSchema.safeParse({ ...REGISTER_DEFAULTS, name: 'Wanjiru', confirmPassword: 'x' }))).toEqual({
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
      password: 'Password is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('registration leaves unchosen options out and keeps chosen ones', () => {
    const filled = { ...REGISTER_DEFAULTS, name: 'Wanjiru', email: 'w@demo.local', phoneNumber: '0712345678', password: 'secret1', confirmPassword: 'secret1' };
    const plain = registerFormSchema.parse(filled);
    expect(plain.gender).toBeUndefined();
    expect(plain.educationLevel).toBeUndefined();
    const chosen = registerFormSchema.parse({ ...filled, gender: 'Other', maritalStatus: 'Married', educationLevel: 'High School', numberOfChildren: 2 });
    expect(chosen).toMatchObject({ gender: 'Other', maritalStatus: 'Married', educationLevel: 'High School', numberOfChildren: 2 });
    expect(messages(registerFormSchema.safeParse({ ...filled, numberOfChildren: -1 }))).toEqual({ numberOfChildren: 'Must be 0 or more' });
    expect(messages(registerFormSchema.safeParse({ ...filled, photo: 'data:text/plain;base64,aGk=' }))).toEqual({ photo: 'Photo must be an image' });
  });
});
