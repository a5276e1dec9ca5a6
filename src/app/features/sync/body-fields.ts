import { i18n } from '@app/i18n/i18n';

/** The editable (scalar) fields of a queued JSON body, as text, and back: the Sync page edits without JSON. */
export type FieldValue = string | number | boolean | null;

export interface EditableField {
  name: string;
  kind: 'string' | 'number' | 'boolean' | 'null';
  text: string;
}

const isScalar = (v: unknown): v is FieldValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Fields the agent may change; ids of the record itself are not offered. */
export function editableFields(body: unknown): EditableField[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>)
    .filter(([name, value]) => name !== 'id' && isScalar(value))
    .map(([name, value]) => ({
      name,
      kind: value === null ? 'null' : (typeof value as EditableField['kind']),
      text: value === null ? '' : String(value),
    }));
}

/** The body with the edited texts put back in their original types (an emptied optional number is dropped). */
export function applyEdits(body: unknown, fields: EditableField[], texts: Record<string, string>): unknown {
  const next: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const text = texts[field.name] ?? field.text;
    if (text === field.text) continue;
    if (field.kind === 'number') {
      const trimmed = text.trim();
      if (trimmed === '') delete next[field.name];
      else next[field.name] = Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
    } else if (field.kind === 'boolean') next[field.name] = text.trim().toLowerCase() === 'true';
    else if (field.kind === 'null') next[field.name] = text === '' ? null : text;
    else next[field.name] = text;
  }
  return next;
}

/**
 * A field's name as people read it: from `sync:field` ('phoneNumber' → 'Phone number' / 'Nambari ya simu'); a field
 * no queued write carried so far is spelled out from its name, so it still shows (in English).
 */
export function fieldLabel(name: string): string {
  const key = `sync:field.${name}`;
  if (i18n.exists(key)) return i18n.t(key as 'sync:field.name');
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
