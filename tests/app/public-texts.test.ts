import { describe, expect, it, vi } from 'vitest';
import { publicEn } from '@app/i18n/messages/en/public';
import { messageFunctions, serverCodes } from '../support/contract-messages';

/**
 * A signed-out device holds only the public part of the texts (ADR 0026, 0035): `errors` and `validation` are split,
 * and what the account screens can meet must be in the public part. The unit tests' setup loads every text, so
 * these tests run on fresh modules.
 */
async function signedOutDevice() {
  vi.resetModules();
  await import('@app/lib/zod-config');
  const [i18n, texts, notify, apiError] = await Promise.all([
    import('@app/i18n/i18n'),
    import('@app/lib/message-texts'),
    import('@app/lib/notify'),
    import('@app/lib/api-error'),
  ]);
  return { ...i18n, ...texts, ...notify, ...apiError };
}

const accountScreens = import.meta.glob<Record<string, unknown>>(['../../src/shared/contracts/auth.ts', '../../src/app/features/auth/forms/*.ts']);

describe('the public part of the texts (ADR 0035)', () => {
  it("has every message of the account screens' contracts and forms, in Kiswahili too", async () => {
    const device = await signedOutDevice();
    const modules = await Promise.all(Object.values(accountScreens).map((load) => load()));
    const messages = messageFunctions(modules);
    expect(messages.length).toBeGreaterThan(20);
    await device.showLanguage('sw');
    const english = (await device.showLanguage('en'), messages.map((m) => m() as string));
    await device.showLanguage('sw');
    expect(english.filter((text) => !device.knownText(text) || device.knownText(text) === text)).toEqual([]);
    expect(messages.map((m) => m()).filter((text, i) => text === english[i])).toEqual([]);
  });

  it('has the values the account screens offer and the texts of the prompts every screen may show', () => {
    expect(Object.keys(publicEn.enums).sort()).toEqual(['educationLevel', 'gender', 'maritalStatus']);
    // loginRequired: told to a signed-out visitor of the profile as the guard sends them to /login.
    expect(Object.keys(publicEn.shell).sort()).toEqual(['loginRequired', 'notFound', 'update']);
  });

  it('has the text of every code a signed-out request can get: those of the accounts and of every request', () => {
    const codes = serverCodes((file) => !file.startsWith('modules/') || file.startsWith('modules/accounts/'));
    expect(codes.size).toBeGreaterThan(20);
    expect([...codes].filter((code) => !Object.hasOwn(publicEn.errors.code, code))).toEqual([]);
  });

  it("finds the records' messages once the signed-in part arrived, and shows them as the server wrote them before", async () => {
    const device = await signedOutDevice();
    await device.showLanguage('sw');
    const refusal = new device.ApiError(409, 'Only a pending loan can be approved.', 'LOAN_STATE');
    expect(device.knownText('Amount must be at least 0.01')).toBeNull();
    expect(device.errorMessage(refusal)).toBe('Only a pending loan can be approved.');
    // In Kiswahili the English signed-in texts come along: the server's messages are found by their English text.
    await device.loadSignedInTexts();
    expect(device.knownText('Amount must be at least 0.01')).toBe('Kiasi lazima kiwe angalau 0.01');
    expect(device.errorMessage(refusal)).toBe(device.i18n.t('errors:server.onlyPendingApproved'));
    expect(device.errorMessage(refusal)).not.toBe(refusal.message);
    expect(device.translateMessage('Agent code must be at most 20 characters')).toBe(device.i18n.t('validation:template.tooLong', { field: device.i18n.t('validation:field.agentCode'), max: '20' }));
  });
});
