// A worker thread of the pool (pool.ts). Plain JavaScript, so that node starts it under tsx,
// vitest or plain node alike; it loads the TypeScript tasks through tsx's scoped loader.
import { tsImport } from 'tsx/esm/api';

const { runTask } = await tsImport('./tasks.ts', import.meta.url);

export const run = (call) => runTask(call);
