import { isAppRoute, isResponse } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from './index';

describe('the contract’s routes', () => {
  it('declare strict status codes: an answer with a status a route does not list is not one of its answers', () => {
    const loose = Object.entries(contract).flatMap(([group, router]) =>
      Object.entries(router)
        .filter(([, route]) => !isAppRoute(route) || route.strictStatusCodes !== true)
        .map(([name]) => `${group}.${name}`),
    );
    expect(loose).toEqual([]);
    const route = contract.notifications.markAllRead;
    expect(isResponse({ status: 200, body: { success: true } }, route)).toBe(true);
    expect(isResponse({ status: 418, body: { message: 'teapot' } }, route)).toBe(false);
  });
});
