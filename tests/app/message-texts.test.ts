import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import '@app/lib/zod-config';
import { showLanguage } from '@app/i18n/i18n';
import { ApiError } from '@app/lib/api-error';
import { knownText, translateMessage } from '@app/lib/message-texts';
import { errorMessage, serverMessageOr } from '@app/lib/notify';
import { en } from '@app/i18n/messages/en';
import { loginBody } from '@shared/contracts/auth';
import { createFarmerBody } from '@shared/contracts/farmers';
import { IMPORT_MESSAGES } from '@shared/contracts/farmer-import';
import { messageFunctions, serverCodes } from '../support/contract-messages';

const contracts = import.meta.glob<Record<string, unknown>>('../../src/shared/contracts/*.ts', { eager: true });

/** The contracts' exported message constants (PHOTO_TOO_LARGE…): sentences, not names or ids. */
const exportedMessages = Object.values(contracts)
  .flatMap((module) => Object.values(module))
  .filter((value): value is string => typeof value === 'string' && /^[A-Z][a-z]+ [a-z]/.test(value));

const codeOf = (status: number, message: string, code?: string, details?: unknown) => new ApiError(status, message, code, details);

afterAll(() => showLanguage('en'));

describe('contract messages in the language on screen (issue 15)', () => {
  it('finds messages, has a Kiswahili text for every one, and keeps English byte-identical', async () => {
    const messages = messageFunctions(Object.values(contracts));
    expect(messages.length).toBeGreaterThan(90);
    await showLanguage('en');
    const english = messages.map((m) => m());
    await showLanguage('sw');
    const kiswahili = messages.map((m) => m());
    const untranslated = english.filter((text, i) => typeof text === 'string' && text === kiswahili[i]);
    expect(untranslated).toEqual([]);
    // English shows the contracts' own words.
    expect(english).toContain('Enter a valid phone number, for example 0712345678');
    expect(english).toContain('Email or phone number must be at most 200 characters');
  });

  it('has a Kiswahili text for every exported message constant', async () => {
    await showLanguage('sw');
    expect(exportedMessages.length).toBeGreaterThan(3);
    expect(exportedMessages.filter((text) => !knownText(text) || knownText(text) === text)).toEqual([]);
  });

  it('validates forms in the language on screen, zod defaults included', async () => {
    await showLanguage('sw');
    const login = loginBody.safeParse({ identifier: ' ', password: '' });
    expect(login.error!.issues.map((i) => i.message)).toEqual(['Barua pepe au nambari ya simu inahitajika', 'Nenosiri linahitajika']);
    const farmer = createFarmerBody.safeParse({ name: 'x'.repeat(300), phoneNumber: '07', gender: 'Male', county: 'Nairobi', age: 300 });
    const byPath = Object.fromEntries(farmer.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath.name).toBe('Sehemu ya Jina isizidi herufi 120');
    expect(byPath.age).toBe('Umri hauwezi kuzidi 130');
    expect(z.string().check(z.minLength(3)).safeParse('a').error!.issues[0]!.message).toBe('Lazima iwe na herufi 3 au zaidi');
    await showLanguage('en');
    expect(loginBody.safeParse({ identifier: '', password: '' }).error!.issues[0]!.message).toBe('Email or phone number is required');
    expect(z.string().check(z.minLength(3)).safeParse('a').error!.issues[0]!.message).toBe('Must be at least 3 characters');
  });
});

describe('what the sync engine stored in English (the Sync page)', () => {
  it('shows a stored failure and a form message in the language on screen', async () => {
    await showLanguage('sw');
    expect(translateMessage('Request failed (503)')).toBe('Ombi limeshindwa (503)');
    expect(translateMessage('Network error. Please check your connection.')).toBe('Hitilafu ya mtandao. Tafadhali angalia muunganisho wako.');
    expect(translateMessage('Passwords do not match')).toBe('Manenosiri hayalingani');
    await showLanguage('en');
    expect(translateMessage('Request failed (503)')).toBe('Request failed (503)');
  });
});

describe('API errors by code (issue 15 item 3)', () => {
  it('keeps the error catalogue of spec part 1 §8 in English and translates it', async () => {
    await showLanguage('en');
    expect(errorMessage(codeOf(0, 'x'))).toBe('Network error. Please check your connection.');
    expect(errorMessage(codeOf(401, 'x', 'UNAUTHENTICATED'))).toBe('Session expired. Please login again.');
    expect(errorMessage(codeOf(403, 'x'))).toBe("You don't have permission to perform this action.");
    expect(errorMessage(new Error('x'))).toBe('An unexpected error occurred.');
    await showLanguage('sw');
    expect(errorMessage(codeOf(0, 'x'))).toBe('Hitilafu ya mtandao. Tafadhali angalia muunganisho wako.');
    expect(errorMessage(codeOf(500, 'x'))).toBe('Hitilafu ya seva. Tafadhali jaribu tena baadaye.');
  });

  it("shows a known message in the language on screen, else the code's text, else the server's message", async () => {
    await showLanguage('en');
    const taken = codeOf(409, 'Email already in use', 'EMAIL_TAKEN', { fields: { email: 'Email already in use' } });
    expect(serverMessageOr(taken, 'fallback')).toBe('Email already in use');
    const listening = codeOf(422, 'Listen to the audio before marking it complete: 12 of the 30 seconds needed so far.', 'LISTENING_INCOMPLETE');
    expect(errorMessage(listening)).toBe(listening.message);
    await showLanguage('sw');
    expect(serverMessageOr(taken, 'fallback')).toBe('Barua pepe hii tayari inatumika');
    expect(taken.fieldErrors).toEqual({ email: 'Barua pepe hii tayari inatumika' });
    expect(errorMessage(listening)).toBe('Sikiliza sauti kabla ya kubonyeza Nimemaliza: sekunde 12 kati ya 30 zinazohitajika hadi sasa.');
    expect(errorMessage(codeOf(409, 'Something new the app does not know', 'ALREADY_CLAIMED'))).toBe('Tayari umedai motisha yako ya wiki hii.');
    expect(errorMessage(codeOf(400, 'A farmers target must be 0 or more.', 'CONSTRAINT_VIOLATED'))).toBe('A farmers target must be 0 or more.');
    expect(errorMessage(codeOf(418, 'Odd answer', 'UNHEARD_OF'))).toBe('Odd answer');
    expect(serverMessageOr(codeOf(0, 'x'), 'Imeshindwa')).toBe('Imeshindwa');
  });

  it("has a Kiswahili text for the farmers import's messages, the listed row problems included", async () => {
    await showLanguage('sw');
    const messages = Object.entries(IMPORT_MESSAGES).map(([key, text]) => (key === 'missingColumns' ? `${text} Name, County.` : text));
    expect(messages.filter((text) => !knownText(text) || knownText(text) === text)).toEqual([]);
    expect(knownText('Phone number +254711000111 is also on row 4')).toBe('Nambari ya simu +254711000111 iko pia kwenye mstari 4');
    expect(knownText('Age must be a whole number')).toBe('Umri lazima uwe nambari kamili');
  });

  it('has a text for every code the server answers', () => {
    const codes = serverCodes();
    expect(codes.size).toBeGreaterThan(30);
    expect([...codes].filter((code) => !Object.hasOwn(en.errors.code, code))).toEqual([]);
  });
});
