import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApi } from './openapi';

/**
 * `npm run openapi [-- --check]`: writes openapi.json (committed, next to package.json) from
 * the contract; `--check` only compares and exits 1 when the file is out of date.
 * A command-line tool, not part of the contract that the SPA and the server import.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_FILE = join(ROOT, 'openapi.json');

export async function renderOpenApi(): Promise<string> {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const options = await resolveConfig(OPENAPI_FILE);
  return format(JSON.stringify(buildOpenApi({ version })), { ...options, filepath: OPENAPI_FILE });
}

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = await renderOpenApi();
  const doc = JSON.parse(text) as { paths: Record<string, object> };
  const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  const file = relative(process.cwd(), OPENAPI_FILE) || OPENAPI_FILE;
  if (process.argv.includes('--check')) {
    if (readOrEmpty(OPENAPI_FILE) !== text) {
      console.error(`${file} is out of date with contract/: run npm run openapi`);
      process.exit(1);
    }
    console.info(`${file} is up to date (${operations} operations)`);
  } else {
    writeFileSync(OPENAPI_FILE, text);
    console.info(
      `wrote ${file}: OpenAPI 3, ${Object.keys(doc.paths).length} paths, ${operations} operations`,
    );
  }
}
