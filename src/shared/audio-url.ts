/**
 * The audio URL rule of spec part 2 §5, used by the server when it answers `audioFileUrl` and by the client
 * before it plays or downloads: an absolute http(s) URL is used as is; a path starting `/audio/` as is;
 * `uploads/audio/{name}` becomes `/audio/{name}`; a bare name gets the `/audio/` prefix.
 */
export function audioUrl(value: string): string {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return v;
  if (v.startsWith('/audio/')) return v;
  const uploads = /^\/?uploads\/audio\/(.+)$/.exec(v);
  if (uploads) return `/audio/${uploads[1]}`;
  return `/audio/${v.replace(/^\/+/, '')}`;
}
