import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** One query-string key: how to read it (with its default) and write it (null removes it). */
export interface UrlParam<T> {
  key: string;
  parse(raw: string | null): T;
  serialize(value: T): string | null;
}

export type UrlSchema = Record<string, UrlParam<never> | UrlParam<unknown>>;
export type UrlValues<S extends UrlSchema> = { [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never };

/** Free text; empty is absent (null). */
export function textParam(key: string): UrlParam<string | null> {
  return { key, parse: (raw) => raw?.trim() || null, serialize: (value) => value?.trim() || null };
}

/** A whole non-negative number (e.g. crowns); anything else reads as absent (null). */
export function numberParam(key: string): UrlParam<number | null> {
  return {
    key,
    parse: (raw) => (raw && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null),
    serialize: (value) => (value === null ? null : String(value)),
  };
}

/** One of a few values; the default is not written to the URL. */
export function enumParam<T extends string>(key: string, values: readonly T[], fallback: T): UrlParam<T> {
  return {
    key,
    parse: (raw) => values.find((v) => v === raw) ?? fallback,
    serialize: (value) => (value === fallback ? null : value),
  };
}

/** The query-string key of a list's page number. */
export const PAGE_KEY = 'strana';

/** The page number, from 1; page 1 is not written to the URL. */
export function pageParam(key = PAGE_KEY): UrlParam<number> {
  return {
    key,
    parse: (raw) => Math.max(1, Math.floor(Number(raw)) || 1),
    serialize: (value) => (value > 1 ? String(value) : null),
  };
}

/** The name of the paging field in a schema: set() resets it unless it is set too. */
const PAGE_FIELD = 'page';

export function readUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams): UrlValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(schema)) values[name] = param.parse(params.get(param.key));
  return values as UrlValues<S>;
}

/** The query string after `changes`; keys outside the schema are kept. */
export function writeUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams, changes: Partial<UrlValues<S>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    const param = schema[name] as UrlParam<unknown> | undefined;
    if (!param) continue;
    const text = param.serialize(value);
    if (text === null || text === '') next.delete(param.key);
    else next.set(param.key, text);
  }
  const page = schema[PAGE_FIELD];
  if (page && !(PAGE_FIELD in changes)) next.delete(page.key);
  return next;
}

export interface UrlState<S extends UrlSchema> {
  values: UrlValues<S>;
  /** Writes the changed keys; a change of anything but `page` goes back to page 1. */
  set(changes: Partial<UrlValues<S>>): void;
  /** Removes every key of the schema. */
  clear(): void;
  /** Whether any key of the schema is in the URL. */
  active: boolean;
  /** The query string's text of each field, as written (null when absent), e.g. to show why a value was ignored. */
  raw: { [K in keyof S]: string | null };
}

/**
 * Filters and paging of a list page live in the query string, so a filtered page can be shared
 * and indexed. `schema` maps field names to their keys (`{ page: pageParam(), q: textParam('q') }`).
 */
export function useUrlState<S extends UrlSchema>(schema: S): UrlState<S> {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readUrlState(schema, params), [schema, params]);
  const keys = Object.values(schema).map((p) => p.key);
  // The router renders a new query string in a transition, so a second change can come from a
  // handler of the render before the first one: each write starts from the last query string
  // written, until the router renders another one (the write itself, back, a link).
  const latest = useRef({ rendered: params, written: params });
  if (latest.current.rendered !== params) latest.current = { rendered: params, written: params };
  const write = (next: URLSearchParams) => {
    latest.current.written = next;
    setParams(next);
  };
  return {
    values,
    set: (changes) => write(writeUrlState(schema, latest.current.written, changes)),
    clear: () => {
      const next = new URLSearchParams(latest.current.written);
      for (const key of keys) next.delete(key);
      write(next);
    },
    active: keys.some((key) => params.has(key)),
    raw: Object.fromEntries(Object.entries(schema).map(([name, param]) => [name, params.get(param.key)])) as { [K in keyof S]: string | null },
  };
}
