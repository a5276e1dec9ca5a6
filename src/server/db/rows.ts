/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; keep the access in one place. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
