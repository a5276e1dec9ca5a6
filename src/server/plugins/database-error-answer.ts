import { CHECK_MEANINGS, TABLE_NOUNS, UNIQUE_MEANINGS } from '../db/constraint-meanings';
import type { DatabaseError } from '../db/errors';
import type { ErrorAnswer } from './error-answer';

const nounOf = (table: string | undefined) => (table && TABLE_NOUNS[table]) || 'record';
/** `farmer_id` → `farmer ID`, `phone_number` → `phone number`. */
const wordsOf = (column: string | undefined) => (column ?? 'value').replace(/_id$/, ' ID').replaceAll('_', ' ');
const answer = (status: number, code: string, message: string): ErrorAnswer => ({ status, body: { message, code } });

/** Data exceptions (class 22) by SQLSTATE: the value as sent cannot be stored. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22001': 'A text is longer than the server can store.',
  '22003': 'A number is out of the range the server can store.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22021': 'Text contains a character that cannot be stored (NUL, \\u0000).',
  '22P02': 'A value is not in the expected format.',
  '22P05': 'Text contains a character that cannot be stored.',
};

/** The table a foreign-key violation's detail names as missing the record: `… is not present in table "farmers".` */
const missingTableIn = (detail: string | undefined) => /not present in table "?(\w+)"?/.exec(detail ?? '')?.[1];

/**
 * A refusal by the database that reached no handler's own message: a rule of the schema broken by the
 * request's values. Every one is the client's input, answered 4xx with the rule's meaning (never a 500):
 * check and not-null → 400, a reference to a missing record → 400, a record still referenced → 409, unique and
 * exclusion → 409, data exceptions → 400. Null for any other database error (the server's fault).
 */
export function databaseErrorAnswer(error: DatabaseError): ErrorAnswer | null {
  const { code, constraint = '', table, column, detail } = error;
  switch (code) {
    case '23514':
      return answer(400, 'CONSTRAINT_VIOLATED', CHECK_MEANINGS[constraint] ?? `A value breaks a rule of the ${nounOf(table)}.`);
    case '23502':
      return answer(400, 'MISSING_VALUE', `The ${nounOf(table)} needs a ${wordsOf(column)}.`);
    case '23503': {
      // A delete or key change of a record others refer to; `table` is the referring one.
      if (/still referenced/.test(detail ?? '')) return answer(409, 'IN_USE', `This record is still in use: ${nounOf(table)} records refer to it.`);
      return answer(400, 'REFERENCE_NOT_FOUND', `The ${nounOf(missingTableIn(detail))} this ${nounOf(table)} refers to does not exist.`);
    }
    case '23505':
      return answer(409, 'CONFLICT', UNIQUE_MEANINGS[constraint] ?? `This ${nounOf(table)} already exists.`);
    case '23P01':
      return answer(409, 'CONFLICT', `This ${nounOf(table)} overlaps another one.`);
  }
  if (code.startsWith('22')) return answer(400, 'INVALID_VALUE', DATA_EXCEPTIONS[code] ?? 'The request contains a value the server cannot store.');
  return null;
}
