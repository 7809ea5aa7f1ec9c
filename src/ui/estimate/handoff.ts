import { z } from 'zod';
import { tabStorage } from '../../lib/tab-storage';
import type { FactsDraft } from './facts';

/**
 * The calculator's facts, carried into the new-contract flow ("Start a claim with these facts"):
 * kept in the tab's sessionStorage, so signing in or registering on the way keeps them. The
 * new-contract flow reads them when it starts and forgets them once the claim is created.
 */
const KEY = 'portal.estimate-facts';

const Handoff = z.object({
  legs: z
    .array(
      z.object({
        departure_airport: z.string().max(3),
        arrival_airport: z.string().max(3),
        carrier: z.string().max(2),
        carrier_name: z.string().max(200),
      }),
    )
    .min(1)
    .max(4),
  disrupted_leg: z.number().int().min(0).max(3),
  facts: z.record(z.string(), z.string().max(20)),
});
export type EstimateHandoff = Omit<z.infer<typeof Handoff>, 'facts'> & { facts: FactsDraft };

export function keepEstimateFacts(handoff: EstimateHandoff): void {
  try {
    tabStorage()?.setItem(KEY, JSON.stringify(handoff));
  } catch {
    // Storage full or denied: the flow starts empty.
  }
}

/** The facts the calculator handed over in this tab, or null. */
export function estimateFacts(): EstimateHandoff | null {
  try {
    const parsed = Handoff.safeParse(JSON.parse(tabStorage()?.getItem(KEY) ?? 'null'));
    return parsed.success ? (parsed.data as EstimateHandoff) : null;
  } catch {
    return null;
  }
}

export function forgetEstimateFacts(): void {
  tabStorage()?.removeItem(KEY);
}
