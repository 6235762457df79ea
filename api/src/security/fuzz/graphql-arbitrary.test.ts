import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { buildSchema, type GraphQLField, type GraphQLSchema, getVariableValues, type OperationDefinitionNode, parse } from 'graphql';
import { present } from '../../lib/present';
import { argumentsArbitrary, inputFieldNames, mutationDocument } from './graphql-arbitrary';

/*
 * The schema walk must give mostly type-correct variables (bad content, not bad types), or
 * GraphQL's own coercion would refuse nearly every case before a resolver runs.
 */

const SDL = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'graphql', 'schema.graphql'), 'utf8');
// The SDL's custom scalars with the API's rules: Money takes integers only, Upload anything.
const schema: GraphQLSchema = buildSchema(SDL);
const money = schema.getType('Money');
if (money && 'parseValue' in money) {
  Object.assign(money, {
    parseValue: (value: unknown) => {
      if (!Number.isInteger(value)) throw new TypeError('not an integer');
      return value;
    },
  });
}
const mutations = Object.values(present(schema.getMutationType()).getFields()) as GraphQLField<unknown, unknown>[];

function coerces(field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): boolean {
  const operation = parse(mutationDocument(field)).definitions[0] as OperationDefinitionNode;
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return !('errors' in result && result.errors);
}

describe('the schema walk', () => {
  it.each(mutations.map((m) => [m.name, m] as const))('%s: a valid document, mostly variables GraphQL accepts', (_name, field) => {
    expect(() => parse(mutationDocument(field))).not.toThrow();
    const samples = fc.sample(argumentsArbitrary(field.args, {}), { numRuns: 200, seed: 42 });
    const accepted = samples.filter((variables) => coerces(field, variables)).length;
    // Nullable arguments may be left out, non-null ones never on purpose beyond the rare null.
    expect(accepted / samples.length).toBeGreaterThan(0.55);
    // …and some that GraphQL refuses, so its own refusal is exercised too (not for argument-less mutations).
    if (field.args.length) expect(accepted).toBeLessThan(samples.length);
  });

  it('writes each argument as a variable and selects the least', () => {
    const setDates = present(mutations.find((m) => m.name === 'setDates'));
    expect(mutationDocument(setDates)).toBe('mutation Fuzz($input: SetDatesInput!) { setDates(input: $input) { __typename } }');
    const logout = present(mutations.find((m) => m.name === 'logout'));
    expect(mutationDocument(logout)).toBe('mutation Fuzz { logout { __typename } }');
    expect([...inputFieldNames(setDates)].sort()).toEqual(['categorySlug', 'date', 'days', 'input', 'status']);
  });
});
