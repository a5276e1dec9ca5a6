import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, String(value)),
  removeItem: (key: string) => void store.delete(key),
});

const sent: Array<{ id: string; language: string }> = [];
vi.mock('@app/lib/api-client', () => ({
  apiCall: async (_endpoint: unknown, options: { params: { id: string }; body: { language: string } }) => {
    sent.push({ id: options.params.id, language: options.body.language });
    return { message: 'ok', data: { language: options.body.language } };
  },
}));

const { chooseLanguage, i18n, showLanguage } = await import('@app/i18n/i18n');
const { applySignInLanguage, notePickedSignedOut, restoreSessionLanguage } = await import('@app/lib/session-language');
const { getSession, saveSession, clearSession } = await import('@app/lib/session');

const sessionOf = (language: string, languageChosen = true) => ({
  token: `t-${Math.random()}`,
  role: 'engaged_agent' as const,
  user: { id: 'u1', name: 'Amina', email: 'a@x', role: 'engaged_agent' as const, companyId: null, companyName: null, companyKind: null, companySlug: null, companyLogoUrl: null, photoUrl: null, phoneNumber: null, language, languageChosen },
});

let browserTags = ['en-GB'];
vi.stubGlobal('navigator', { get languages() { return browserTags; }, language: 'en' });

beforeEach(async () => {
  browserTags = ['en-GB'];
  store.clear();
  sent.splice(0);
  clearSession();
  await showLanguage('en');
});
afterEach(() => showLanguage('en'));

describe('the language at sign-in (docs/i18n.md)', () => {
  it("shows the user's language when nothing was picked on the sign-in screen (a new phone)", async () => {
    await applySignInLanguage(sessionOf('sw'));
    expect(i18n.language).toBe('sw');
    expect(store.get('fap-language')).toBe('sw');
    expect(sent).toEqual([]);
  });

  it("a pick on the sign-in screen wins over the user's and is saved to the user, once", async () => {
    await chooseLanguage('sw');
    notePickedSignedOut();
    saveSession(sessionOf('en'));
    await vi.waitFor(() => expect(sent).toEqual([{ id: 'u1', language: 'sw' }]));
    expect(i18n.language).toBe('sw');
    await vi.waitFor(() => expect(getSession()?.user.language).toBe('sw'));
    expect(store.has('fap-language-picked')).toBe(false);
    // The next sign-in on this phone (another user) follows that user again.
    await applySignInLanguage(sessionOf('en'));
    expect(i18n.language).toBe('en');
    expect(sent).toHaveLength(1);
  });

  it('saves nothing when the pick equals the stored language, and never the pseudo-locale', async () => {
    await chooseLanguage('sw');
    notePickedSignedOut();
    await applySignInLanguage(sessionOf('sw'));
    await chooseLanguage('en-XA');
    notePickedSignedOut();
    await applySignInLanguage(sessionOf('sw'));
    expect(i18n.language).toBe('en-XA');
    expect(sent).toEqual([]);
  });

  it('follows the browser for an account that never chose, whatever the previous user of the phone kept (ADR 0056)', async () => {
    browserTags = ['sw-KE', 'en'];
    await applySignInLanguage(sessionOf('sw', true));
    expect(store.get('fap-language')).toBe('sw');
    await applySignInLanguage(sessionOf('en', false));
    expect(i18n.language).toBe('sw');
    expect(store.has('fap-language')).toBe(false);
    expect(sent).toEqual([]);
    browserTags = ['en-US'];
    await applySignInLanguage(sessionOf('sw', false));
    expect(i18n.language).toBe('en');
  });

  it("a chosen language wins over the browser's, English included", async () => {
    browserTags = ['sw'];
    await applySignInLanguage(sessionOf('en', true));
    expect(i18n.language).toBe('en');
  });

  it('a pick on the sign-in screen equal to what an unchosen account shows is still saved as the choice', async () => {
    await chooseLanguage('en');
    notePickedSignedOut();
    saveSession(sessionOf('en', false));
    await vi.waitFor(() => expect(sent).toEqual([{ id: 'u1', language: 'en' }]));
    await vi.waitFor(() => expect(getSession()?.user.languageChosen).toBe(true));
  });

  it("restores a kept session's language when the device has none", async () => {
    saveSession(sessionOf('sw'));
    await vi.waitFor(() => expect(i18n.language).toBe('sw'));
    store.delete('fap-language');
    await showLanguage('en');
    await restoreSessionLanguage();
    expect(i18n.language).toBe('sw');
    expect(restoreSessionLanguage()).toBeUndefined();
    // A kept session of an account that never chose leaves the browser's language on screen.
    store.delete('fap-language');
    saveSession(sessionOf('sw', false));
    await vi.waitFor(() => expect(store.has('fap-language')).toBe(false));
    expect(restoreSessionLanguage()).toBeUndefined();
  });
});
