import { describe, expect, it } from 'vitest';
import { createQueryClient, queryClient } from './query-client';

describe("the portal's query client", () => {
  it('does not retry, does not refetch on focus, keeps answers 30 s fresh', () => {
    for (const client of [createQueryClient(), queryClient]) {
      const { queries, mutations } = client.getDefaultOptions();
      expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 30_000 });
      expect(mutations).toMatchObject({ retry: false });
    }
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
