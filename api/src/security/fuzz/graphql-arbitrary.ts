import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { anyString, intValue, junkId, moneyValue, wrongTypeValue } from './values';

/*
 * Arbitraries built by walking the schema's input types, so every mutation — also one added
 * tomorrow — gets type-correct variables with bad content: strings of every kind, numbers at and
 * past the edges, wrong ids, missing and null fields. Now and then a value of the wrong type or an
 * unknown field, which GraphQL's own coercion must refuse (never with a 5xx).
 */

/** Leaves a key out of an input object (fast-check cannot generate "absent" directly). */
const ABSENT: unique symbol = Symbol('absent');
type Maybe = unknown | typeof ABSENT;

/**
 * Where a value goes: the argument and the input fields down to it (list items add no step), so an
 * override can be keyed by a field name (`categorySlug`) or a whole path (`input.days.date`).
 */
export type Overrides = Record<string, fc.Arbitrary<unknown>>;

function overrideFor(path: readonly string[], overrides: Overrides): fc.Arbitrary<unknown> | undefined {
  return overrides[path.join('.')] ?? overrides[path[path.length - 1] ?? ''];
}

function scalarArbitrary(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'String':
      return anyString;
    case 'ID':
      return junkId;
    case 'Int':
      return intValue;
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    case 'Money':
      return moneyValue;
    default:
      return anyString;
  }
}

/** A value of `type` (null only where the type allows it, except for the rare wrong-type case). */
export function inputArbitrary(type: GraphQLInputType, path: readonly string[], overrides: Overrides): fc.Arbitrary<unknown> {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  // A name means one thing for text and ids; an enum of the same name keeps its own values.
  const override = isEnumType(getNamedType(type)) ? undefined : overrideFor(path, overrides);
  const value = override ?? innerArbitrary(inner, path, overrides);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 30, arbitrary: value },
    { weight: 1, arbitrary: wrongTypeValue },
  ];
  if (nullable) choices.push({ weight: 3, arbitrary: fc.constant(null) });
  else choices.push({ weight: 1, arbitrary: fc.constant(null) });
  return fc.oneof(...choices);
}

function innerArbitrary(type: GraphQLInputType, path: readonly string[], overrides: Overrides): fc.Arbitrary<unknown> {
  if (isListType(type)) {
    const item = inputArbitrary(type.ofType, path, overrides);
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 5, maxLength: 40 }) },
      // Past every per-call cap of the API (30 uploads, 400 days, 1000 works).
      { weight: 1, arbitrary: fc.tuple(item, fc.constantFrom(31, 401, 1001)).map(([one, n]) => Array.from({ length: n }, () => one)) },
      // GraphQL coerces a single value into a list of one.
      { weight: 1, arbitrary: item },
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const entries = fields.map((field) =>
      fc.oneof(
        { weight: 12, arbitrary: inputArbitrary(field.type, [...path, field.name], overrides) },
        { weight: isNonNullType(field.type) ? 1 : 3, arbitrary: fc.constant<Maybe>(ABSENT) },
      ),
    );
    return fc
      .tuple(
        fc.tuple(...entries),
        fc.oneof({ weight: 40, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('extra', '__proto__', 'id') }),
      )
      .map(([values, extra]) => {
        const object: Record<string, unknown> = {};
        fields.forEach((field, i) => {
          if (values[i] !== ABSENT) object[field.name] = values[i];
        });
        // An unknown field: GraphQL refuses the whole variable before any resolver runs.
        if (extra && !(extra in object)) Object.defineProperty(object, extra, { value: 'navíc', enumerable: true });
        return object;
      });
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    return fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: fc.constantFrom(...values.map((v) => v.toLowerCase()), 'UNKNOWN', '') },
    );
  }
  if (isScalarType(type)) return scalarArbitrary(type.name);
  throw new Error(`not an input type: ${String(type)}`);
}

/** The variables of one call: each argument, a nullable one sometimes left out. */
export function argumentsArbitrary(args: readonly GraphQLArgument[], overrides: Overrides): fc.Arbitrary<Record<string, unknown>> {
  if (args.length === 0) return fc.constant({});
  const entries = args.map((arg) =>
    isNonNullType(arg.type)
      ? inputArbitrary(arg.type, [arg.name], overrides)
      : fc.oneof({ weight: 8, arbitrary: inputArbitrary(arg.type, [arg.name], overrides) }, { weight: 1, arbitrary: fc.constant<Maybe>(ABSENT) }),
  );
  return fc.tuple(...entries).map((values) => {
    const variables: Record<string, unknown> = {};
    args.forEach((arg, i) => {
      if (values[i] !== ABSENT) variables[arg.name] = values[i];
    });
    return variables;
  });
}

/**
 * `mutation Fuzz($a: T!, …) { field(a: $a, …) { __typename id } }`: every argument as a variable,
 * so the values go through variable coercion and reach the resolver, and the smallest selection.
 */
export function mutationDocument(field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passing = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isCompositeType(named) ? (isObjectType(named) && named.getFields().id ? ' { __typename id }' : ' { __typename }') : '';
  return `mutation Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`;
}

/** The names a field error may be keyed by: the arguments and every input field below them. */
export function inputFieldNames(field: GraphQLField<unknown, unknown>): Set<string> {
  const names = new Set<string>();
  const visit = (type: GraphQLInputType, seen: Set<string>) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const f of Object.values(named.getFields())) {
      names.add(f.name);
      visit(f.type, seen);
    }
  };
  for (const arg of field.args) {
    names.add(arg.name);
    visit(arg.type, new Set());
  }
  return names;
}
