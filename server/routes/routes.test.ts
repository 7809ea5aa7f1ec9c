import { describe, expect, it } from 'vitest';
import { contract } from '../../contract';
import { missingRoutes } from '../http/contract-adapter';
import { handlers } from '.';

describe('implemented contract routes', () => {
  it('lists exactly the routes later issues still have to implement', () => {
    expect(missingRoutes(contract, handlers)).toEqual([]);
  });
});
