/** The rounded ratio as a whole percent; 0 when the denominator is 0 (spec part 1 §9). */
export const percentage = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

// The API's own texts are English (issue 15: clients translate by `code`); screens use src/app/i18n/format.ts.

/** 'Kgs 1,234' in an API message (spec part 1 §9). */
export const formatKgs = (amount: number) => `Kgs ${amount.toLocaleString('en-KE', { maximumFractionDigits: 2 })}`;

/** Bytes, KB, MB, GB, base 1024, 2 decimals, in an API message (spec part 2 §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${units[i]}`;
}
