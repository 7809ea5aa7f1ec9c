import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { designConfig } from '../../tools/lint/design.js';

/**
 * Each rule of DESIGN §2 is proved with a fixture tree that must fail lint, beside one that
 * must pass: a rule that let everything through (or refused everything) fails here.
 */
type Tree = Record<string, string>;

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Lints a fixture tree with the project's design rules; answers `path: rule` per problem. */
async function lint(tree: Tree): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'lint-design-'));
  roots.push(root);
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [tseslint.configs.base, designConfig],
  });
  const results = await eslint.lintFiles(['.']);
  return results.flatMap((r) =>
    r.messages.map((m) => `${r.filePath.slice(root.length + 1)}: ${m.ruleId ?? m.message}`),
  );
}

const contractFile = { 'contract/user.ts': 'export type User = { id: number };\nexport const USER = 1;\n' };

describe('lint states the design (DESIGN §2)', () => {
  it('contract imports only zod, @ts-rest/core and itself', async () => {
    expect(
      await lint({
        ...contractFile,
        'contract/a.ts':
          "import { z } from 'zod';\nimport { initContract } from '@ts-rest/core';\nimport { USER } from './user';\nexport const a = [z, initContract, USER];\n",
      }),
    ).toEqual([]);
    expect(
      await lint({
        'contract/a.ts': "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
      }),
    ).toEqual(['contract/a.ts: design/layers']);
    expect(
      await lint({
        'contract/a.ts': "import { x } from '../src/lib/x';\nexport const a = x;\n",
        'src/lib/x.ts': 'export const x = 1;\n',
      }),
    ).toEqual(['contract/a.ts: design/layers']);
    expect(
      await lint({
        'contract/a.ts': "import { createMachine } from 'xstate';\nexport const a = createMachine;\n",
      }),
    ).toEqual(['contract/a.ts: design/layers']);
  });

  it('machines import xstate and contract types only', async () => {
    expect(
      await lint({
        ...contractFile,
        'machines/m.ts':
          "import { setup } from 'xstate';\nimport type { User } from '../contract/user';\nexport const m = (u: User) => [setup, u];\n",
      }),
    ).toEqual([]);
    expect(
      await lint({
        ...contractFile,
        'machines/m.ts': "import { USER } from '../contract/user';\nexport const m = USER;\n",
      }),
    ).toEqual(['machines/m.ts: design/layers']);
    expect(
      await lint({ 'machines/m.ts': "import { useState } from 'react';\nexport const m = useState;\n" }),
    ).toEqual(['machines/m.ts: design/layers']);
    expect(
      await lint({
        'machines/m.ts': "import { x } from '../src/lib/x';\nexport const m = x;\n",
        'src/lib/x.ts': 'export const x = 1;\n',
      }),
    ).toEqual(['machines/m.ts: design/layers']);
  });

  it('machines use no fetch, window, document or storage', async () => {
    for (const use of [
      'fetch("/x")',
      'window.location.reload()',
      'document.title',
      'localStorage.clear()',
      'sessionStorage.clear()',
    ])
      expect(await lint({ 'machines/m.ts': `export const m = () => ${use};\n` })).toEqual([
        'machines/m.ts: design/machine-globals',
      ]);
    expect(await lint({ 'machines/m.ts': 'export const m = (fetch: () => void) => fetch();\n' })).toEqual([]);
  });

  it('src/lib, src/ui and src/api never import features or routes', async () => {
    const feature = {
      'src/features/a/a.ts': 'export const a = 1;\n',
      'src/routes/r.ts': 'export const r = 1;\n',
    };
    for (const layer of ['lib', 'ui', 'api']) {
      expect(
        await lint({
          ...feature,
          [`src/${layer}/x.ts`]: "import { a } from '../features/a/a';\nexport const x = a;\n",
        }),
      ).toEqual([`src/${layer}/x.ts: design/layers`]);
      expect(
        await lint({
          ...feature,
          [`src/${layer}/x.ts`]: "import { r } from '../routes/r';\nexport const x = r;\n",
        }),
      ).toEqual([`src/${layer}/x.ts: design/layers`]);
    }
    expect(
      await lint({
        ...feature,
        'src/routes/page.ts': "import { a } from '../features/a/a';\nexport const p = a;\n",
      }),
    ).toEqual([]);
  });

  it('src/api builds on src/lib, never the reverse (types included)', async () => {
    const tree = {
      'src/lib/prefix.ts': 'export const prefix = () => "";\n',
      'src/api/client.ts':
        "import { prefix } from '../lib/prefix';\nexport type Client = { base: string };\nexport const client = () => ({ base: prefix() });\n",
    };
    expect(await lint(tree)).toEqual([]);
    expect(
      await lint({
        ...tree,
        'src/lib/session.ts': "import { client } from '../api/client';\nexport const s = client;\n",
      }),
    ).toEqual(['src/lib/session.ts: design/layers']);
    expect(
      await lint({
        ...tree,
        'src/lib/session.ts':
          "import type { Client } from '../api/client';\nexport const s = (c: Client) => c;\n",
      }),
    ).toEqual(['src/lib/session.ts: design/layers']);
  });

  it('features do not import each other', async () => {
    const tree = {
      'src/features/a/a.ts': 'export const a = 1;\n',
      'src/features/a/b.ts': "import { a } from './a';\nexport const b = a;\n",
    };
    expect(await lint(tree)).toEqual([]);
    expect(
      await lint({ ...tree, 'src/features/c/c.ts': "import { a } from '../a/a';\nexport const c = a;\n" }),
    ).toEqual(['src/features/c/c.ts: design/layers']);
  });

  it('src and server never import each other', async () => {
    expect(
      await lint({
        'src/lib/x.ts': "import { s } from '../../server/s';\nexport const x = s;\n",
        'server/s.ts': 'export const s = 1;\n',
      }),
    ).toEqual(['src/lib/x.ts: design/layers']);
    expect(
      await lint({ 'src/lib/x.ts': "import Fastify from 'fastify';\nexport const x = Fastify;\n" }),
    ).toEqual(['src/lib/x.ts: design/layers']);
    expect(
      await lint({
        'server/s.ts': "import { x } from '../src/lib/x';\nexport const s = x;\n",
        'src/lib/x.ts': 'export const x = 1;\n',
      }),
    ).toEqual(['server/s.ts: design/layers']);
  });

  it('server/auth, server/domain and server/mail import server/http for types only', async () => {
    const http = { 'server/http/errors.ts': 'export class HttpError extends Error {}\n' };
    for (const layer of ['auth', 'domain', 'mail']) {
      expect(
        await lint({
          ...http,
          [`server/${layer}/x.ts`]:
            "import { HttpError } from '../http/errors';\nexport const x = HttpError;\n",
        }),
      ).toEqual([`server/${layer}/x.ts: design/layers`]);
      expect(
        await lint({
          ...http,
          [`server/${layer}/x.ts`]:
            "import type { HttpError } from '../http/errors';\nexport const x = (e: HttpError) => e;\n",
        }),
      ).toEqual([]);
    }
  });

  /** A tree with one exported value in each server folder, and the file that imports `from`'s value. */
  const importing = (file: string, from: string) => {
    const tree: Tree = {};
    for (const folder of SERVER_FOLDERS) tree[`server/${folder}/v.ts`] = `export const v = '${folder}';\n`;
    for (const root of ['config', 'context', 'errors', 'main'])
      tree[`server/${root}.ts`] = `export const v = '${root}';\n`;
    const depth = file.split('/').length - 1;
    tree[file] = `import { v } from '${'../'.repeat(depth)}${from}';\nexport const x = v;\n`;
    return tree;
  };
  const SERVER_FOLDERS = [
    'lib',
    'db',
    'storage',
    'mail',
    'auth',
    'domain',
    'http-kit',
    'routes',
    'http',
    'embed',
    'seed',
    'testing',
  ];
  /** The folders each lower layer may import (besides itself), lowest first; all others are refused. */
  const BELOW: Record<string, string[]> = {
    lib: [],
    db: ['lib'],
    storage: ['lib', 'db'],
    mail: ['lib', 'db'],
    auth: ['lib', 'db', 'storage', 'mail'],
    domain: ['lib', 'db', 'storage', 'mail'],
    'http-kit': ['lib'],
  };

  it('server/lib, db, storage, mail, auth, domain and http-kit import only the layers below them', async () => {
    for (const [layer, below] of Object.entries(BELOW))
      for (const folder of SERVER_FOLDERS.filter((f) => f !== layer)) {
        const file = `server/${layer}/x.ts`;
        expect(await lint(importing(file, `server/${folder}/v`)), `${layer} → ${folder}`).toEqual(
          below.includes(folder) ? [] : [`${file}: design/layers`],
        );
      }
  });

  it('auth and domain are peers: neither imports the other, types aside', async () => {
    expect(await lint(importing('server/auth/x.ts', 'server/domain/v'))).toEqual([
      'server/auth/x.ts: design/layers',
    ]);
    expect(await lint(importing('server/domain/sub/x.ts', 'server/auth/v'))).toEqual([
      'server/domain/sub/x.ts: design/layers',
    ]);
    expect(
      await lint({
        'server/domain/users.ts': 'export type UserRow = { id: number };\n',
        'server/auth/x.ts':
          "import type { UserRow } from '../domain/users';\nexport const x = (u: UserRow) => u;\n",
      }),
    ).toEqual([]);
  });

  it('server/lib imports no other server file; the layers above it may import config, context and errors', async () => {
    for (const root of ['config', 'context', 'errors'])
      expect(await lint(importing('server/lib/x.ts', `server/${root}`))).toEqual([
        'server/lib/x.ts: design/layers',
      ]);
    for (const layer of ['db', 'mail', 'auth', 'domain'])
      for (const root of ['config', 'context', 'errors'])
        expect(await lint(importing(`server/${layer}/x.ts`, `server/${root}`))).toEqual([]);
    expect(await lint(importing('server/db/x.ts', 'server/main'))).toEqual(['server/db/x.ts: design/layers']);
  });

  it('server/routes never imports server/http, not even its types; both share server/http-kit', async () => {
    const tree = {
      'server/http/errors.ts': 'export class HttpError extends Error {}\n',
      'server/http-kit/handlers.ts': 'export type Handler = () => void;\n',
    };
    expect(
      await lint({
        ...tree,
        'server/routes/x.ts': "import { HttpError } from '../http/errors';\nexport const x = HttpError;\n",
      }),
    ).toEqual(['server/routes/x.ts: design/layers']);
    expect(
      await lint({
        ...tree,
        'server/routes/x.ts':
          "import type { HttpError } from '../http/errors';\nexport const x = (e: HttpError) => e;\n",
      }),
    ).toEqual(['server/routes/x.ts: design/layers']);
    expect(
      await lint({
        ...tree,
        'server/routes/x.ts':
          "import type { Handler } from '../http-kit/handlers';\nexport const x: Handler = () => {};\n",
        'server/http/app.ts': "import { x } from '../routes/x';\nexport const app = x;\n",
        'server/routes/x.test.ts':
          "import { HttpError } from '../http/errors';\nexport const t = HttpError;\n",
      }),
    ).toEqual([]);
  });

  it('a machine test may import the path toolkit and models in tests/paths; a machine may not', async () => {
    const toolkit = { 'tests/paths/toolkit/index.ts': 'export const generatePaths = () => [];\n' };
    const use =
      "import { generatePaths } from '../../tests/paths/toolkit';\nexport const m = generatePaths;\n";
    expect(await lint({ ...toolkit, 'machines/m/m.machine.test.ts': use })).toEqual([]);
    expect(await lint({ ...toolkit, 'machines/m/m.machine.ts': use })).toEqual([
      'machines/m/m.machine.ts: design/layers',
    ]);
  });

  it('no import cycles (type-only imports do not count)', async () => {
    const cycle = {
      'src/lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/lib/b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'src/lib/c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    };
    expect((await lint(cycle)).sort()).toEqual([
      'src/lib/a.ts: design/no-cycle',
      'src/lib/b.ts: design/no-cycle',
      'src/lib/c.ts: design/no-cycle',
    ]);
    expect(
      await lint({
        ...cycle,
        'src/lib/c.ts': "import type { a } from './a';\nexport const c = (x: typeof a) => x;\n",
      }),
    ).toEqual([]);
  });
});
