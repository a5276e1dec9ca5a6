import { AppError } from '../lib/app-error';

export const NUL_NOT_ALLOWED = 'Contains a character that is not allowed (NUL, \\u0000)';

/** The dotted path of the first string or object key holding a NUL character, '' for the value itself, or null. */
function nulPathOf(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return childPath.replaceAll('\u0000', '\\u0000');
      stack.push([child, childPath]);
    }
  }
  return null;
}

/**
 * Text never holds NUL (PostgreSQL cannot store it, and no screen types it): the one check of every part of
 * every call (path, query and JSON body, of a single request and of a sync entry alike), before validation,
 * answered 400 naming the field.
 */
export function refuseNulCharacters(parts: { params?: unknown; query?: unknown; body?: unknown }): void {
  for (const [part, value] of Object.entries(parts)) {
    const path = nulPathOf(value);
    if (path === null) continue;
    const field = path || part;
    throw new AppError(400, 'INVALID_CHARACTER', `Invalid ${field}: ${NUL_NOT_ALLOWED}.`, { fields: { [field]: NUL_NOT_ALLOWED } });
  }
}
