import fc from 'fast-check';

type JsonSchema = Record<string, unknown>;

/** Generated strings stay short: the length rules are probed at their bounds, not by megabytes of text. */
const LONGEST_GENERATED = 40;
const SAFE = Number.MAX_SAFE_INTEGER;

const emails = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.constantFrom('com', 'ke', 'co.ke', 'org'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Infinity;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return emails.filter(fits);
    case 'date':
      return dates.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dates.map((d) => d.toISOString());
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  const longest = Math.min(maxLength, Math.max(minLength, LONGEST_GENERATED));
  return fc.oneof(
    fc.string({ minLength, maxLength: longest }),
    // Any code point, NUL and lone surrogates included: what a client may really send.
    fc.string({ minLength, maxLength: longest, unit: 'binary' }),
  );
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(-SAFE, (schema.minimum as number | undefined) ?? -SAFE, typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -SAFE);
  const max = Math.min(SAFE, (schema.maximum as number | undefined) ?? SAFE, typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : SAFE);
  // fast-check's bigInt leans towards the bounds and small values, where the rules of a contract break.
  return fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number);
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? -1e12;
  const max = (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined) ?? 1e12;
  if (typeof schema.multipleOf === 'number') {
    const step = schema.multipleOf;
    return integerOf({ minimum: Math.ceil(min / step), maximum: Math.floor(max / step) }).map((k) => Number((k * step).toPrecision(15)));
  }
  return fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
  });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property)]));
  return fc.record(record, { requiredKeys: required.filter((name) => name in properties) });
}

/**
 * Values a JSON Schema (as the OpenAPI document carries it) describes, biased towards the edges: bounds,
 * empty and long strings, any code point. Keywords it does not generate for (`allOf`, `not`, `contains`…) are
 * left to a validator to filter by: pair it with ajv.
 */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const { anyOf, oneOf, ...rest } = schema;
  const alternatives = (anyOf ?? oneOf) as JsonSchema[] | undefined;
  // An alternative inherits what its schema says beside it (`type: string, anyOf: [{format: date}, …]`).
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf({ ...rest, ...alternative })));
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type })));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(schema);
    case 'number':
      return numberOf(schema);
    case 'string':
      return stringOf(schema);
    case 'array': {
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? 5, Math.max(minLength, 5));
      return fc.array(arbitraryOf((schema.items as JsonSchema | undefined) ?? {}), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
