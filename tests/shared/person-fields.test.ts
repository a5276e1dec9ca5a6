import { describe, expect, it } from 'vitest';
import { updateAgentBody } from '@shared/contracts/agents';
import { preRegistrationBody, signupBody } from '@shared/contracts/auth';
import { PHONE_INVALID, emptyOr, phoneField } from '@shared/contracts/person-fields';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message;

const signup = { name: 'Amina Njeri', email: 'amina@example.com', password: 'secret1', phoneNumber: '0712345678', gender: 'Female', companyId: '0b8e7d1c-3c1a-4a8e-9a51-0c3e6a1f2b44' };

describe('person fields: each rule has its own message', () => {
  it('says a too-long name is too long, not missing', () => {
    expect(firstMessage(signupBody.safeParse({ ...signup, name: 'a'.repeat(300) }), 'name')).toBe('Name must be at most 120 characters');
    expect(firstMessage(signupBody.safeParse({ ...signup, name: '  ' }), 'name')).toBe('Name is required');
    expect(firstMessage(signupBody.safeParse({ ...signup, name: undefined }), 'name')).toBe('Name is required');
  });

  it('refuses a phone number that is not one, at sign-up and in the user edit form', () => {
    expect(firstMessage(signupBody.safeParse({ ...signup, phoneNumber: 'abc' }), 'phoneNumber')).toBe(PHONE_INVALID);
    expect(firstMessage(updateAgentBody.safeParse({ phoneNumber: '12' }), 'phoneNumber')).toBe(PHONE_INVALID);
    expect(updateAgentBody.safeParse({ phoneNumber: '0712 345 678' }).success).toBe(true);
  });

  it('keeps the name required at pre-registration (docs/decisions.md)', () => {
    const body = { email: 'amina@example.com', phoneNumber: '0712345678', password: 'secret1' };
    expect(firstMessage(preRegistrationBody.safeParse(body), 'name')).toBe('Name is required');
  });

  it('lets an edit form leave a field empty and otherwise applies the field with its message', () => {
    const optionalPhone = emptyOr(phoneField);
    expect(optionalPhone.safeParse('').success).toBe(true);
    expect(optionalPhone.safeParse('12').error?.issues[0].message).toBe(PHONE_INVALID);
  });
});
