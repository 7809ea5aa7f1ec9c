/** Answers per status and latencies of a load run. */
export class Stats {
  readonly statuses = new Map<string, number>();
  private readonly latencies = new Map<string, number[]>();
  readonly errors: string[] = [];

  /** Times one request; a thrown error counts as status 'network'. */
  async time<T extends { status: number; text: string }>(
    what: string,
    request: () => Promise<T>,
  ): Promise<T | null> {
    const start = performance.now();
    try {
      const res = await request();
      const list = this.latencies.get(what) ?? [];
      list.push(performance.now() - start);
      this.latencies.set(what, list);
      this.count(`${what} ${res.status}`);
      if (res.status !== 200) this.error(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
      return res;
    } catch (e) {
      this.count(`${what} network`);
      this.error(`${what}: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  }

  count(key: string) {
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  error(message: string) {
    if (this.errors.length < 20) this.errors.push(message);
    else this.errors[19] = `… and more (last: ${message})`;
  }

  /** The p-th percentile latency in ms, of one kind of request or of all. */
  percentile(p: number, what?: string): number {
    const all = what ? (this.latencies.get(what) ?? []) : [...this.latencies.values()].flat();
    const sorted = all.sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }

  get kinds() {
    return [...this.latencies.keys()].sort();
  }

  get requests() {
    return [...this.latencies.values()].reduce((n, l) => n + l.length, 0);
  }
}
