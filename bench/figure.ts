/** One measured figure of `npm run bench`, checked against its budget in bench/budgets.json. */
export interface Figure {
  /** Key of the budget in bench/budgets.json. */
  key: string;
  label: string;
  value: number;
  unit: string;
  /** Whether a smaller value is better (sizes, times, ratios of slow to fast) or a larger one. */
  better: 'lower' | 'higher';
  /** Free text printed after the figure (files counted, runs, medians...). */
  detail?: string;
}

export type Budgets = Record<string, number>;

export function withinBudget(f: Figure, budget: number | undefined): boolean {
  if (budget === undefined) return true;
  return f.better === 'lower' ? f.value <= budget : f.value >= budget;
}

export const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
