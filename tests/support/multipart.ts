/** One form part: a text field, or a file (name, bytes, file name). */
export type Part = [string, string] | [string, Buffer, string];

/** A multipart form body for `app.inject`: text fields and files (name, bytes, file name), built by the platform's FormData. */
export async function multipart(parts: Part[], fileType = 'audio/ogg') {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)], { type: fileType }), fileName);
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}
