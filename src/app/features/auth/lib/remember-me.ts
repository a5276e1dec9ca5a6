import Cookies from 'js-cookie';

export const REMEMBER_ME_DAYS = 3650;
export const REMEMBER_COOKIES = { identifier: 'email', checked: 'isChecked' } as const;

/** The few cookie operations remember-me needs; js-cookie in the app, a map in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { expires: number; sameSite: 'lax'; secure: boolean }): void;
  remove(name: string): void;
}

const browserJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, options) => void Cookies.set(name, value, options),
  remove: (name) => Cookies.remove(name),
};

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

export interface Remembered {
  identifier: string;
  remember: boolean;
}

/** What the sign-in form starts with: the remembered identifier when the box was ticked last time. */
export function readRemembered(jar: CookieJar = browserJar): Remembered {
  const remember = jar.get(REMEMBER_COOKIES.checked) === 'true';
  return { identifier: remember ? (jar.get(REMEMBER_COOKIES.identifier) ?? '') : '', remember };
}

/**
 * After a successful sign-in: ticked keeps the identifier and the flag for 3650 days, unticked expires both.
 * The password is never stored (product decisions: a deliberate departure from the spec).
 */
export function applyRememberMe(remember: boolean, identifier: string, jar: CookieJar = browserJar): void {
  if (remember) {
    const options = { expires: REMEMBER_ME_DAYS, sameSite: 'lax' as const, secure: isHttps() };
    jar.set(REMEMBER_COOKIES.identifier, identifier, options);
    jar.set(REMEMBER_COOKIES.checked, 'true', options);
  } else {
    jar.remove(REMEMBER_COOKIES.identifier);
    jar.remove(REMEMBER_COOKIES.checked);
  }
}
