/**
 * A language's two parts as one tree: a namespace in both (`errors`, `validation`) gets the keys of both, as i18next
 * merges them when the signed-in part arrives (`addResourceBundle` deep). The typed keys are those of both parts.
 */
export function mergeParts<A extends object, B extends object>(first: A, second: B): A & B {
  const merged: Record<string, unknown> = { ...(first as Record<string, unknown>) };
  for (const [key, value] of Object.entries(second)) {
    const before = merged[key];
    merged[key] = before && typeof before === 'object' && value && typeof value === 'object' ? mergeParts(before, value as object) : value;
  }
  return merged as A & B;
}
