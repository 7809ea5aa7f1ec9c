import { describe, expect, it } from 'vitest';
import { contract } from '../../contract';
import { missingRoutes } from '../http/contract-adapter';
import { handlers } from '.';

describe('implemented contract routes', () => {
  it('lists exactly the routes later issues still have to implement', () => {
    expect(missingRoutes(contract, handlers)).toEqual([
      'auth.loginEmail: POST /login/email',
      'auth.passwordReset: POST /password_reset',
      'auth.passwordResetConfirm: POST /password_reset/:id/:code',
      'auth.activate: POST /activate/:activation_code',
      'user.update: POST /user/:id',
      'user.autocomplete: POST /users/autocomplete',
      'user.viewAs: POST /users/view_as/:user_id',
      'widgets.saveSettings: POST /widgets/:id/settings',
      'grid.columns: GET /grid/:resource',
      'grid.rows: POST /grid/:resource',
      'claimTransfer.request: POST /claim_transfer',
      'claimTransfer.get: GET /claim_transfer/:claim_id',
      'claimTransfer.cancel: DELETE /claim_transfer/:claim_id',
      'claimTransfer.accept: GET /transfer_claim/:code/:two_factor_code',
      'settings.save: POST /settings',
      'settings.iframeTokenCheck: POST /iframe_token_check',
    ]);
  });
});
