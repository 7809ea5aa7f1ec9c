import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PasskeyAuthenticationResponse } from './passkeys';
import { SignatureInput } from './signatures';
import { WELL_FORMED_ASSERTION } from './testing/passkey-assertion';

/** A rule's message, which a client form shows as the MessageCode (src/ui/form checkSchema). */
const messagesOf = (schema: z.ZodTypeAny, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('base64 inputs answer invalid_value for other characters', () => {
  it('a drawn signature: plain base64, without a data: prefix', () => {
    expect(messagesOf(SignatureInput, { method: 'drawn', png_base64: 'iVBORw0KGgo=' })).toEqual([]);
    expect(
      messagesOf(SignatureInput, { method: 'drawn', png_base64: 'data:image/png;base64,iVBOR' }),
    ).toEqual(['invalid_value']);
  });

  it('a passkey answer: base64url', () => {
    const credential = WELL_FORMED_ASSERTION;
    expect(messagesOf(PasskeyAuthenticationResponse, credential)).toEqual([]);
    const base64 = { ...credential, response: { ...credential.response, signature: 'ME+C/w==' } };
    expect(messagesOf(PasskeyAuthenticationResponse, base64)).toEqual(['invalid_value']);
  });
});
