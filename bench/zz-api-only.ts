import { measureApiThroughput } from './api-throughput';
for (const f of await measureApiThroughput()) console.info(f.label, f.value, f.unit, f.detail);
