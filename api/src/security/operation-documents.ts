import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLField, type GraphQLObjectType, type GraphQLSchema, getNamedType, isLeafType, isNonNullType, isObjectType } from 'graphql';
import { present } from '../lib/present';

/*
 * GraphQL documents for every root operation, generated from the one SDL: each operation selects
 * every field of its result a few levels deep, so the authorization matrix exercises the field
 * resolvers too and the contact-data scan reads everything a viewer could ask for.
 */

export type RootKind = 'Query' | 'Mutation' | 'Subscription';

/** The contract the API serves (api/src/graphql-server/yoga.ts reads the same file). */
export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'shared', 'graphql', 'schema.graphql');

export function loadContractSchema(): GraphQLSchema {
  return buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));
}

function rootType(schema: GraphQLSchema, kind: RootKind): GraphQLObjectType | null | undefined {
  if (kind === 'Query') return schema.getQueryType();
  if (kind === 'Mutation') return schema.getMutationType();
  return schema.getSubscriptionType();
}

/** Every root operation as `Kind.field`, in the schema's order. */
export function rootOperations(schema: GraphQLSchema): string[] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((kind) =>
    Object.keys(rootType(schema, kind)?.getFields() ?? {}).map((field) => `${kind}.${field}`),
  );
}

/**
 * Fields left out of the generated selections: `Request.proposals` refuses everybody but the
 * request's owner with FORBIDDEN by design (requests.resolvers.ts), which would turn every
 * professional's view of a request into a refusal; the owner's proposals are read by their own rows.
 */
const NOT_SELECTED = new Set(['Request.proposals']);

/** How many object levels below the operation's result are selected. */
const DEPTH = 3;

function selectionOf(type: GraphQLObjectType, depth: number, onPath: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (NOT_SELECTED.has(`${type.name}.${field.name}`) || field.args.some((arg) => isNonNullType(arg.type))) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      parts.push(field.name);
    } else if (isObjectType(named) && depth > 0 && !onPath.has(named.name)) {
      parts.push(`${field.name} { ${selectionOf(named, depth - 1, new Set([...onPath, named.name]))} }`);
    }
  }
  return parts.length ? parts.join(' ') : '__typename';
}

export interface OperationDocument {
  kind: RootKind;
  field: string;
  query: string;
}

function fieldOf(schema: GraphQLSchema, kind: RootKind, name: string): GraphQLField<unknown, unknown> {
  const field = rootType(schema, kind)?.getFields()[name];
  if (!field) throw new Error(`${kind}.${name} is not in the schema`);
  return field;
}

/** `Query.request` → `query AccessRequest($id: ID!) { request(id: $id) { …every field, DEPTH deep… } }`. */
export function documentFor(schema: GraphQLSchema, operation: string): OperationDocument {
  const [kind, name] = operation.split('.') as [RootKind, string];
  const field = fieldOf(schema, kind, name);
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? ` { ${selectionOf(named, DEPTH, new Set([named.name]))} }` : '';
  const operationName = `Access${present(name[0]).toUpperCase()}${name.slice(1)}`;
  return {
    kind,
    field: name,
    query: `${kind.toLowerCase()} ${operationName}${definitions ? `(${definitions})` : ''} { ${name}${args ? `(${args})` : ''}${selection} }`,
  };
}
