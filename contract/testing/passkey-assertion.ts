import type { z } from 'zod';
import type { PasskeyAuthenticationResponse } from '../passkeys';

/**
 * A passkey assertion (the `navigator.credentials.get()` answer) of the contract's shape that no
 * server's challenge matches: for tests of the shape, the form that sends it and its refusal.
 */
export const WELL_FORMED_ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
} satisfies z.input<typeof PasskeyAuthenticationResponse>;
