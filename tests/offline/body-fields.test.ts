import { describe, expect, it } from 'vitest';
import { applyEdits, editableFields, fieldLabel } from '@app/features/sync/body-fields';

describe('edit and resend fields', () => {
  const body = { id: 'abc', name: 'Jane', phoneNumber: '0711', age: 40, nationalId: 123, active: true, note: null, tags: ['x'] };

  it('offers the scalar fields except the record id, as text with labels', () => {
    const fields = editableFields(body);
    expect(fields.map((f) => f.name)).toEqual(['name', 'phoneNumber', 'age', 'nationalId', 'active', 'note']);
    expect(fields.find((f) => f.name === 'age')).toEqual({ name: 'age', kind: 'number', text: '40' });
    expect(fieldLabel('phoneNumber')).toBe('Phone number');
  });

  it('gives back an identical body when nothing changed (so the same key is reused)', () => {
    const fields = editableFields(body);
    expect(JSON.stringify(applyEdits(body, fields, Object.fromEntries(fields.map((f) => [f.name, f.text]))))).toBe(JSON.stringify(body));
  });

  it('puts edited texts back in their types and drops an emptied optional number', () => {
    const fields = editableFields(body);
    const next = applyEdits(body, fields, { phoneNumber: '0722 000 111', age: '41', nationalId: '', active: 'false', note: 'hi' });
    expect(next).toEqual({ id: 'abc', name: 'Jane', phoneNumber: '0722 000 111', age: 41, active: false, note: 'hi', tags: ['x'] });
  });
});
