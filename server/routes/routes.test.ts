import { describe, expect, it } from 'vitest';
import { contract } from '../../contract';
import { missingRoutes } from '../http/contract-adapter';
import { handlers } from '.';

describe('implemented contract routes', () => {
  it('lists exactly the routes later issues still have to implement', () => {
    expect(missingRoutes(contract, handlers)).toEqual([
      'user.autocomplete: POST /users/autocomplete',
      'user.viewAs: POST /users/view_as/:user_id',
      'widgets.saveSettings: POST /widgets/:id/settings',
      'settings.save: POST /settings',
      'settings.iframeTokenCheck: POST /iframe_token_check',
    ]);
  });
});
