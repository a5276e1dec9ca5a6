/** 'KES 1,234' / 'Kgs 1,234' (spec part 1 §9). */
export const formatKes = (amount: number) => `KES ${amount.toLocaleString('en-KE', { maximumFractionDigits: 2 })}`;
export const formatKgs = (amount: number) => `Kgs ${amount.toLocaleString('en-KE', { maximumFractionDigits: 2 })}`;

/** The rounded ratio as a whole percent; 0 when the denominator is 0 (spec part 1 §9). */
export const percentage = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Bytes, KB, MB, GB, base 1024, 2 decimals (spec part 2 §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${units[i]}`;
}

/** Seconds as m:ss (audio durations). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
