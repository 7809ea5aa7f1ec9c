import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Locale,
  PassengerSignature,
  PublicSignature,
  SignatureDocument,
  SignatureInput,
} from '../../contract';
import { body200, refuse, unexpected, type Result } from './answer';
import { saveBytes } from './download';
import { api } from './client';
import { claimChanged } from './claim-view';

export const signatureKeys = {
  /** Each passenger's signature state of one claim. */
  list: (claimId: number) => ['signatures', claimId] as const,
  link: (token: string) => ['signature-link', token] as const,
};

/** GET /claims/{id}/signatures: each passenger's signature state. */
export const signaturesQuery = (claimId: number) =>
  queryOptions({
    queryKey: signatureKeys.list(claimId),
    queryFn: async (): Promise<PassengerSignature[]> =>
      body200('GET /claims/{id}/signatures', await api().signatures.list({ params: { claim_id: claimId } })),
  });

/** Each passenger's signature state loads again after a change (the list waited for if asked; the claim's view and lists not). */
const listChanged = (queryClient: QueryClient, claimId: number) => {
  claimChanged(queryClient, claimId);
  return queryClient.invalidateQueries({ queryKey: signatureKeys.list(claimId) });
};

/** POST /claims/{id}/signatures/{passenger}: the owner signs for themselves or a minor child; the list loads again. */
export async function signAsOwner(
  queryClient: QueryClient,
  input: {
    claimId: number;
    passengerId: number;
    signature: SignatureInput;
    minor: boolean;
  },
): Promise<Result<PassengerSignature>> {
  const res = await api().signatures.sign({
    params: { claim_id: input.claimId, passenger_id: input.passengerId },
    body: { signature: input.signature, minor: input.minor },
  });
  if (res.status === 200) {
    void listChanged(queryClient, input.claimId);
    return { ok: true, value: res.body };
  }
  if (res.status === 422) return refuse(res);
  if (res.status === 409) return refuse(res);
  return unexpected('POST /claims/{id}/signatures/{passenger}', res);
}

/** POST …/request: mail a co-passenger the signing link; answers once the list has loaded again. */
export async function requestSignature(
  queryClient: QueryClient,
  input: {
    claimId: number;
    passengerId: number;
    email: string;
    locale: Locale;
  },
): Promise<Result<PassengerSignature>> {
  const res = await api().signatures.request({
    params: { claim_id: input.claimId, passenger_id: input.passengerId },
    body: { email: input.email, locale: input.locale },
  });
  if (res.status === 200) {
    await listChanged(queryClient, input.claimId);
    return { ok: true, value: res.body };
  }
  if (res.status === 422) return refuse(res);
  if (res.status === 409) return refuse(res);
  if (res.status === 429) return refuse(res, 'too_many_requests');
  return unexpected('POST /claims/{id}/signatures/{passenger}/request', res);
}

/** POST …/remind: mail the co-passenger a fresh link (429 when reminded within the hour); the list loads again. */
export async function remindSignature(
  queryClient: QueryClient,
  claimId: number,
  passengerId: number,
): Promise<Result<PassengerSignature>> {
  const res = await api().signatures.remind({ params: { claim_id: claimId, passenger_id: passengerId } });
  if (res.status === 200) {
    void listChanged(queryClient, claimId);
    return { ok: true, value: res.body };
  }
  if (res.status === 429) return refuse(res, 'too_many_requests');
  if (res.status === 409) return refuse(res);
  if (res.status === 422) return refuse(res);
  return unexpected('POST /claims/{id}/signatures/{passenger}/remind', res);
}

/** GET …/document: the owner's download of a passenger's assignment. */
export async function fetchSignatureDocument(
  claimId: number,
  passengerId: number,
): Promise<SignatureDocument> {
  return body200(
    'GET /claims/{id}/signatures/{passenger}/document',
    await api().signatures.document({ params: { claim_id: claimId, passenger_id: passengerId } }),
  );
}

export type LinkState = { outcome: 'ok'; signature: PublicSignature } | { outcome: 'expired' | 'invalid' };

/** GET /signature/{token}: the co-passenger's assignment from the mailed link. */
export const signatureLinkQuery = (token: string) =>
  queryOptions({
    queryKey: signatureKeys.link(token),
    queryFn: async (): Promise<LinkState> => {
      const res = await api().signatures.linkGet({ params: { token } });
      if (res.status === 200) return { outcome: 'ok', signature: res.body };
      if (res.status === 410) return { outcome: 'expired' };
      if (res.status === 404 || res.status === 422) return { outcome: 'invalid' };
      return unexpected('GET /signature/{token}', res);
    },
  });

/** POST /signature/{token}: the co-passenger signs, without an account; the link's assignment loads again. */
export async function signByLink(
  queryClient: QueryClient,
  token: string,
  signature: SignatureInput,
): Promise<Result<PublicSignature>> {
  const res = await api().signatures.linkSign({ params: { token }, body: { signature } });
  if (res.status === 200) {
    void queryClient.invalidateQueries({ queryKey: signatureKeys.link(token) });
    return { ok: true, value: res.body };
  }
  if (res.status === 422) return refuse(res);
  if (res.status === 409) return refuse(res);
  if (res.status === 410) return refuse(res, 'link_expired');
  if (res.status === 404) return refuse(res, 'not_found');
  return unexpected('POST /signature/{token}', res);
}

/** GET /signature/{token}/document: the co-passenger's download. */
export async function fetchLinkDocument(token: string): Promise<SignatureDocument> {
  return body200(
    'GET /signature/{token}/document',
    await api().signatures.linkDocument({ params: { token } }),
  );
}

/** Saves a downloaded PDF in the browser under its file name (an assignment, a settlement statement). */
export function savePdf(doc: Pick<SignatureDocument, 'filename' | 'pdf_base64'>): void {
  const bytes = Uint8Array.from(atob(doc.pdf_base64), (c) => c.charCodeAt(0));
  saveBytes(bytes, 'application/pdf', doc.filename);
}
