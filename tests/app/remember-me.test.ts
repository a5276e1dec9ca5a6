import { describe, expect, it } from 'vitest';
import { applyRememberMe, type CookieJar, readRemembered, REMEMBER_ME_DAYS } from '@app/features/auth/lib/remember-me';

function fakeJar() {
  const cookies = new Map<string, { value: string; expires: number }>();
  const jar: CookieJar = {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, options) => void cookies.set(name, { value, expires: options.expires }),
    remove: (name) => void cookies.delete(name),
  };
  return { jar, cookies };
}

describe('remember-me (spec part 1 §3, §4; product decisions)', () => {
  it('keeps the identifier and isChecked for 3650 days when ticked, and never the password', () => {
    const { jar, cookies } = fakeJar();
    applyRememberMe(true, 'agent.seedsasa@demo.local', jar);
    expect(Object.fromEntries(cookies)).toEqual({
      email: { value: 'agent.seedsasa@demo.local', expires: REMEMBER_ME_DAYS },
      isChecked: { value: 'true', expires: REMEMBER_ME_DAYS },
    });
    expect(REMEMBER_ME_DAYS).toBe(3650);
    expect([...cookies.keys()]).not.toContain('password');
    expect(readRemembered(jar)).toEqual({ identifier: 'agent.seedsasa@demo.local', remember: true });
  });

  it('expires both cookies when unticked, so the next visit starts empty', () => {
    const { jar, cookies } = fakeJar();
    applyRememberMe(true, '0700000011', jar);
    applyRememberMe(false, '0700000011', jar);
    expect(cookies.size).toBe(0);
    expect(readRemembered(jar)).toEqual({ identifier: '', remember: false });
  });

  it('ignores a stray email cookie without isChecked', () => {
    const { jar } = fakeJar();
    jar.set('email', 'someone@demo.local', { expires: 1, sameSite: 'lax', secure: false });
    expect(readRemembered(jar)).toEqual({ identifier: '', remember: false });
  });
});
