import { describe, expect, it } from 'vitest';
import { csvCell } from '@server/lib/csv';

describe('csvCell: one rule for formulas and phone numbers', () => {
  it('leaves a cell that is only a phone number plain', () => {
    expect(csvCell('+254712345678')).toBe('+254712345678');
    expect(csvCell('+12025550123')).toBe('+12025550123');
  });

  it('neutralises everything else that starts like a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('+254 712 345 678')).toBe("'+254 712 345 678");
    expect(csvCell('+')).toBe("'+");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+1, -2')).toBe(`"'+1, -2"`);
  });

  it('quotes separators and leaves ordinary text alone', () => {
    expect(csvCell('Nakuru')).toBe('Nakuru');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(null)).toBe('');
  });
});
