/** Types of tools/equivalent-mutants.mjs, the Stryker ignorer plugin (plain JavaScript: Stryker loads it as it is). */
export interface EquivalentMutant {
  file: string;
  code: string;
  in?: string;
  reason: string;
}
export function equivalentReason(
  rules: readonly EquivalentMutant[],
  fileName: string,
  path: unknown,
): string | undefined;
export const strykerPlugins: unknown[];
export const strykerValidationSchema: object;
