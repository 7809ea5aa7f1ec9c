/**
 * DESIGN §2 as lint rules: which layer may import what (allow-lists), the globals machines may
 * not touch, and no import cycles. Layers are told by a file's path from the lint's working
 * directory, so a fixture tree in a temporary folder is checked exactly like the real one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;
const SERVER_ONLY = ['fastify', '@fastify/', 'drizzle-orm', 'pg', '@electric-sql/', 'nodemailer', 'redis'];
const SERVER_ONLY_MORE = ['socket.io', '@socket.io/', '@node-rs/', ...builtinModules, 'node:'];

/** `a/b/c.ts` relative to cwd, with forward slashes. */
const repoPath = (cwd, file) => relative(cwd, file).split(sep).join('/');

/** The file a relative specifier names, or null when it is a package (or not found). */
function resolveLocal(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** `@scope/name` or `name` of a package specifier. */
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const startsWithAny = (value, prefixes) =>
  prefixes.some((p) => value === p || (p.endsWith('/') ? value.startsWith(p) : value.startsWith(`${p}/`)));

/** The layer of a repo path: contract, machines, src/lib, src/features/<x>, server/auth, … or null. */
function layerOf(path) {
  const [top, second, third] = path.split('/');
  if (top === 'contract' || top === 'machines') return top;
  if (top === 'src') {
    if (second === 'features') return `src/features/${third}`;
    if (['lib', 'ui', 'api', 'routes'].includes(second)) return `src/${second}`;
    return 'src';
  }
  if (top === 'server') return third !== undefined ? `server/${second}` : 'server';
  return null;
}

/**
 * The server's lower layers, each with the folders below it that it may import at run time (besides
 * itself, contract and the shared root files): lib is the floor, db and storage sit on it, mail on
 * db, auth and domain are peers above them (neither imports the other), and http-kit (what routes
 * and http share) sits below both routes and http. Everything else (routes, http, embed, seed,
 * testing, the root files such as main.ts) is above them and never imported by them.
 */
const SERVER_BELOW = {
  'server/lib': [],
  'server/db': ['server/lib'],
  'server/storage': ['server/lib', 'server/db'],
  'server/mail': ['server/lib', 'server/db'],
  'server/auth': ['server/lib', 'server/db', 'server/storage', 'server/mail'],
  'server/domain': ['server/lib', 'server/db', 'server/storage', 'server/mail'],
  'server/http-kit': ['server/lib'],
};
/** Root files every server layer above lib may import: the configuration, the context types, HttpError. */
const SERVER_SHARED = ['server/config.ts', 'server/context.ts', 'server/errors.ts'];

/** Why a server file in `layer` may not import `target` (a repo path in `targetLayer`), or null. */
function serverViolation(layer, target, targetLayer, typeOnly) {
  if (layer === 'server/routes' && targetLayer === 'server/http')
    return 'server/routes never imports server/http (the composition root); shared handler code lives in server/http-kit';
  const below = SERVER_BELOW[layer];
  if (!below || typeOnly || !targetLayer?.startsWith('server') || targetLayer === layer) return null;
  if (below.includes(targetLayer)) return null;
  if (layer !== 'server/lib' && SERVER_SHARED.includes(target)) return null;
  const allowed = [...below, ...(layer === 'server/lib' ? [] : ['config, context, errors'])];
  return `${layer} imports only ${allowed.join(', ') || 'itself'} from the server, never ${targetLayer === 'server' ? target : targetLayer} above it`;
}

/**
 * Why `from` may not import `target` (a repo path, or a package name when `external`), or null.
 * `typeOnly`: the import brings in types only.
 */
function violation(from, { target, external, typeOnly, test }) {
  const layer = layerOf(from);
  if (!layer) return null;
  if (external && test && target === 'vitest') return null;
  if (layer === 'contract') {
    if (external)
      return ['zod', '@ts-rest/core'].includes(target) ? null : 'contract imports only zod and @ts-rest/core';
    return inside(target, 'contract') ? null : 'contract imports only zod, @ts-rest/core and contract';
  }
  if (layer === 'machines') {
    if (external) return target === 'xstate' ? null : 'machines import only xstate';
    if (inside(target, 'machines')) return null;
    // A machine's own tests generate and replay its paths with the path toolkit and samples.
    if (test && inside(target, 'tests/paths')) return null;
    if (inside(target, 'contract'))
      return typeOnly || test ? null : 'machines import contract types only (`import type`)';
    return 'machines import only xstate, machines and contract types';
  }
  const targetLayer = external ? null : layerOf(target);
  if (layer.startsWith('src')) {
    if (
      external &&
      startsWithAny(target, [...SERVER_ONLY, ...SERVER_ONLY_MORE]) &&
      target !== 'socket.io-client'
    )
      return `src never imports the server-side package ${target}`;
    if (targetLayer?.startsWith('server')) return 'src never imports server';
    if (layer === 'src/lib' && targetLayer === 'src/api')
      return 'src/lib never imports src/api, not even its types (src/api builds on src/lib)';
    const shared = ['src/lib', 'src/ui', 'src/api'].includes(layer);
    if (shared && (targetLayer?.startsWith('src/features/') || targetLayer === 'src/routes'))
      return `${layer} never imports features or routes`;
    if (
      layer.startsWith('src/features/') &&
      targetLayer?.startsWith('src/features/') &&
      targetLayer !== layer
    )
      return `${layer} must not import another feature; compose features in src/routes`;
    if (layer.startsWith('src/features/') && targetLayer === 'src/routes')
      return 'features never import routes';
    return null;
  }
  if (layer.startsWith('server')) {
    if (external && ['react', 'react-dom'].includes(target)) return 'server never imports react';
    if (targetLayer?.startsWith('src')) return 'server never imports src';
    if (!test) return serverViolation(layer, target, targetLayer, typeOnly);
  }
  return null;
}

/** Runtime (not type-only, not dynamic) local imports of a file, read with TypeScript's parser. */
function runtimeImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const targets = [];
  for (const statement of source.statements) {
    const spec = statement.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const allTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0
          ? named.elements.every((e) => e.isTypeOnly)
          : false;
      if (allTypes) continue;
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (
        clause &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((e) => e.isTypeOnly)
      )
        continue;
    } else continue;
    const target = resolveLocal(file, spec.text);
    if (target && SOURCE.test(target)) targets.push(target);
  }
  return targets;
}

/** The import graph of the files reached from `start`, read from disk (the linted file from its text). */
const graphs = new Map();
function edgesOf(file, overrides) {
  if (overrides.has(file)) return overrides.get(file);
  let cache = graphs.get(file);
  if (!cache) {
    cache = runtimeImports(file, readFileSync(file, 'utf8'));
    graphs.set(file, cache);
  }
  return cache;
}

/** A path of runtime imports from `from` back to `to`, or null. */
function pathBack(from, to, overrides) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const path = [];
      for (let at = current; at; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of edgesOf(current, overrides)) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Whether a repo path lies in a folder (or is it). */
const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`);

const layers = {
  meta: { type: 'problem', docs: { description: 'DESIGN §2 import directions (allow-lists)' }, schema: [] },
  create(context) {
    const file = context.filename;
    const path = repoPath(context.cwd, file);
    const test = TEST.test(path);
    const check = (node, specifier, typeOnly) => {
      if (typeof specifier !== 'string') return;
      const local = specifier.startsWith('.');
      const resolved = local ? (resolveLocal(file, specifier) ?? resolve(dirname(file), specifier)) : null;
      const target = local ? repoPath(context.cwd, resolved) : packageOf(specifier);
      const why = violation(path, { target, external: !local, typeOnly, test });
      if (why) context.report({ node, message: `${why} (DESIGN §2): '${specifier}'.` });
    };
    const typeOnlyImport = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source.value, false),
    };
  },
};

const MACHINE_GLOBALS = ['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'XMLHttpRequest'];

const machineGlobals = {
  meta: {
    type: 'problem',
    docs: { description: 'machines reach the world only through injected actors' },
    schema: [],
  },
  create(context) {
    if (layerOf(repoPath(context.cwd, context.filename)) !== 'machines') return {};
    return {
      'Program:exit'(program) {
        for (const ref of context.sourceCode.getScope(program).through) {
          const name = ref.identifier.name;
          if (MACHINE_GLOBALS.includes(name))
            context.report({
              node: ref.identifier,
              message: `machines do not use '${name}'; inject it as an actor or action (DESIGN §2, §5).`,
            });
        }
      },
    };
  },
};

const noCycle = {
  meta: { type: 'problem', docs: { description: 'no runtime import cycles' }, schema: [] },
  create(context) {
    const file = context.filename;
    return {
      'Program:exit'() {
        const overrides = new Map([[file, runtimeImports(file, context.sourceCode.text)]]);
        for (const target of overrides.get(file)) {
          const back = pathBack(target, file, overrides);
          if (!back) continue;
          const names = [file, ...back].map((f) => repoPath(context.cwd, f)).join(' → ');
          const node = context.sourceCode.ast.body.find(
            (s) => s.source && resolveLocal(file, String(s.source.value)) === target,
          );
          context.report({
            node: node ?? context.sourceCode.ast,
            message: `Import cycle: ${names} (DESIGN §2).`,
          });
        }
      },
    };
  },
};

/** The plugin and the config block that applies it to every source file. */
export const design = { rules: { layers, 'machine-globals': machineGlobals, 'no-cycle': noCycle } };
export const designConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { design },
  rules: { 'design/layers': 'error', 'design/machine-globals': 'error', 'design/no-cycle': 'error' },
};
