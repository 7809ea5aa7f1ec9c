import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmailInput, Id, IdParam, MAX_INT4, NonBlank, Text } from './common';
import { addIssues } from './field-errors';
import { GridQuery, gridQueryFor, type GridColumn } from './grid';
import { contract } from './index';
import { MESSAGE_CODES } from './messages';

const NUL = '\u0000';
const errorsOf = (schema: z.ZodTypeAny, value: unknown) =>
  addIssues({}, schema.safeParse(value).error?.issues ?? [], { rootKey: 'value' });

describe('ids and pages stop at PostgreSQL int4', () => {
  it('Id: a positive int4 in a body or an answer', () => {
    for (const ok of [1, 42, MAX_INT4]) expect(Id.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_INT4 + 1, 2 ** 53, 2 ** 62, '1', null])
      expect(errorsOf(Id, bad), String(bad)).toEqual({ value: ['invalid_value'] });
    expect(MAX_INT4).toBe(2 ** 31 - 1);
  });

  it('IdParam: the same bound for an id that arrives as path text', () => {
    expect(IdParam.parse('2147483647')).toBe(MAX_INT4);
    expect(IdParam.parse('7')).toBe(7);
    for (const bad of ['2147483648', '9999999999999999999', '0', '-3', '1.5', 'abc', ''])
      expect(errorsOf(IdParam, bad), bad).toEqual({ value: ['invalid_value'] });
  });

  it('GridQuery: pages up to int4, per_page up to 100, lower-case keys only', () => {
    expect(GridQuery.parse({})).toEqual({ page: 1, per_page: 20, filters: {}, params: {} });
    expect(GridQuery.safeParse({ page: MAX_INT4 }).success).toBe(true);
    expect(errorsOf(GridQuery, { page: 2 ** 62, per_page: 101 })).toEqual({
      page: ['invalid_value'],
      per_page: ['invalid_value'],
    });
    for (const key of ['__proto__', '_id', 'Amount', 'a-b', '', 'x'.repeat(65), `a${NUL}`])
      expect(errorsOf(GridQuery, { sort: { key, dir: 'asc' } }), key).toEqual({
        'sort.key': ['invalid_value'],
      });
    expect(errorsOf(GridQuery, { filters: { kind: `a${NUL}` }, params: { claim_id: `1${NUL}` } })).toEqual({
      'filters.kind': ['invalid_character'],
      'params.claim_id': ['invalid_character'],
    });
  });

  it('gridQueryFor: sorts only by a sortable column, filters only by a filterable one', () => {
    const columns: GridColumn[] = [
      { key: 'at', label: 'a', type: 'date', sortable: true, filterable: false },
      { key: 'kind', label: 'k', type: 'status', sortable: false, filterable: true },
    ];
    const Query = gridQueryFor(columns);
    expect(Query.safeParse({ sort: { key: 'at', dir: 'desc' }, filters: { kind: 'fee' } }).success).toBe(
      true,
    );
    expect(errorsOf(Query, { sort: { key: 'constructor', dir: 'asc' }, filters: { at: 'x' } })).toEqual({
      'sort.key': ['invalid_value'],
      'filters.at': ['invalid_value'],
    });
    expect(errorsOf(Query, { sort: { key: 'kind', dir: 'asc' } })).toEqual({ 'sort.key': ['invalid_value'] });
    // The zod issues say why, for logs and other readers of the schema.
    const issues = Query.safeParse({ sort: { key: 'kind', dir: 'asc' }, filters: { at: 'x' } }).error?.issues;
    expect(issues?.map((i) => [i.code, i.message])).toEqual([
      ['custom', expect.stringContaining('not a sortable')],
      ['custom', expect.stringContaining('not a filterable')],
    ]);
  });
});

describe('text: bounded, without NUL; names not blank', () => {
  it('Text refuses NUL with its own code and keeps other characters', () => {
    expect(MESSAGE_CODES).toContain('invalid_character');
    expect(errorsOf(Text(10), `a${NUL}b`)).toEqual({ value: ['invalid_character'] });
    expect(errorsOf(Text(10), 'x'.repeat(11))).toEqual({ value: ['too_long'] });
    expect(Text(20).parse('tab\tline\nZoë ✈')).toBe('tab\tline\nZoë ✈');
  });

  it('NonBlank trims, answers required when blank and too_long past its bound', () => {
    expect(NonBlank(100).parse('  Julia ')).toBe('Julia');
    for (const blank of ['', '   ', '\t\n '])
      expect(errorsOf(NonBlank(100), blank), JSON.stringify(blank)).toEqual({ value: ['required'] });
    expect(errorsOf(NonBlank(100), 'x'.repeat(10_000))).toEqual({ value: ['too_long'] });
    expect(errorsOf(NonBlank(100), `Ju${NUL}lia`)).toEqual({ value: ['invalid_character'] });
  });

  it('EmailInput trims and checks the address', () => {
    expect(EmailInput.parse(' a@example.com ')).toBe('a@example.com');
    expect(errorsOf(EmailInput, `a${NUL}@example.com`).value).toContain('invalid_character');
  });
});

/** Every string schema below a request schema (params, query, body), with where it sits. */
function requestStrings(schema: unknown, path: string): [string, z.ZodString][] {
  if (!(schema instanceof z.ZodType)) return [];
  const def = schema._def as Record<string, unknown>;
  if (schema instanceof z.ZodString) return [[path, schema]];
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, unknown>).flatMap(([k, v]) =>
      requestStrings(v, `${path}.${k}`),
    );
  if (schema instanceof z.ZodRecord)
    return [
      ...requestStrings(schema.keySchema, `${path}.<key>`),
      ...requestStrings(schema.valueSchema, `${path}.*`),
    ];
  if (schema instanceof z.ZodArray) return requestStrings(schema.element, `${path}.*`);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as unknown[]).flatMap((o, i) => requestStrings(o, `${path}|${i}`));
  if (schema instanceof z.ZodLazy) return requestStrings(schema.schema, path);
  const inner = def.innerType ?? def.schema ?? def.in;
  return inner ? requestStrings(inner, path) : [];
}

function routes(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    return isAppRoute(value) ? [[id, value] as [string, AppRoute]] : routes(value as AppRouter, id);
  });
}

describe('every string a request carries is bounded and refuses NUL', () => {
  const strings = routes(contract).flatMap(([id, route]) => [
    ...requestStrings(route.pathParams, `${id} params`),
    ...requestStrings(route.query, `${id} query`),
    ...requestStrings('body' in route ? route.body : undefined, `${id} body`),
  ]);

  it('finds the request strings', () => {
    expect(strings.length).toBeGreaterThan(40);
  });

  it('refuses NUL in each', () => {
    const open = strings.filter(([, s]) => s.safeParse(`a${NUL}`).success).map(([where]) => where);
    expect(open).toEqual([]);
  });

  it('bounds the length of each', () => {
    const unbounded = strings
      .filter(([, s]) => s.safeParse('a'.repeat(100_001)).success)
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });
});
