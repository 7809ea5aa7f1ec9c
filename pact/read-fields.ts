import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { pactFiles } from './config';
import { contractRoutes, routeOf } from './coverage';

/**
 * Which answer fields the SPA reads, and whether the pacts hold them (the guard
 * tests/guards/pact-read-fields.test.ts).
 *
 * A field of an answer is a property of a contract response schema (contract/*.ts, zod). The SPA
 * "reads" it where code in src/ accesses that property (`user.salutation`, `{ viewing_as } = …`)
 * on a value TypeScript types with that schema: the type checker resolves each access to the
 * schema property it comes from. For every route, the response type of each 2xx status is walked
 * to the JSON path of each schema property (`user.salutation`, `items[].id`). A read property is
 * then required in the pacts at that path for every route and status that has an interaction and
 * whose answer holds the property's parent object in some interaction.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export type FieldRead = { field: string; at: string };
export type MissingField = { route: string; status: number; path: string; readAt: string };

/** Where a schema property sits in an answer; `siblings`: the keys of the object type holding it. */
type Occurrence = { route: string; status: number; path: string; siblings: string[] };

const declKey = (d: ts.Declaration) => `${d.getSourceFile().fileName}:${d.pos}`;
const inContract = (d: ts.Declaration) =>
  relative(ROOT, d.getSourceFile().fileName).startsWith(`contract${sep}`);

function program(): ts.Program {
  const configPath = join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const files = parsed.fileNames.filter((f) => {
    const rel = relative(ROOT, f);
    return (rel.startsWith(`src${sep}`) || rel.startsWith(`contract${sep}`)) && !/\.test\.tsx?$/.test(rel);
  });
  // Ambient types (node, vite/client) do not type answers: leaving them out halves the time.
  return ts.createProgram(files, { ...parsed.options, types: [] });
}

/** The JSON paths of every contract-declared property in `type`, by declaration. */
function walkType(
  checker: ts.TypeChecker,
  type: ts.Type,
  path: string,
  visit: (decl: ts.Declaration, path: string, siblings: string[]) => void,
  depth = 0,
): void {
  if (depth > 8) return;
  const t = checker.getNonNullableType(type);
  if (t.isUnion() || t.isIntersection()) {
    for (const part of t.types) walkType(checker, part, path, visit, depth + 1);
    return;
  }
  if (checker.isArrayType(t)) {
    const [element] = checker.getTypeArguments(t as ts.TypeReference);
    if (element) walkType(checker, element, `${path}[]`, visit, depth + 1);
    return;
  }
  if (!(t.flags & ts.TypeFlags.Object)) return;
  const props = checker.getPropertiesOfType(t);
  const siblings = props.map((p) => p.name);
  for (const prop of props) {
    const decls = (prop.declarations ?? []).filter(inContract);
    if (decls.length === 0) continue;
    const child = path ? `${path}.${prop.name}` : prop.name;
    for (const d of decls) visit(d, child, siblings);
    walkType(checker, checker.getTypeOfSymbol(prop), child, visit, depth + 1);
  }
}

/** Every route's 2xx answer types walked: declaration → where it appears. */
function responseOccurrences(checker: ts.TypeChecker, contractFile: ts.SourceFile) {
  const moduleSymbol = checker.getSymbolAtLocation(contractFile);
  const contractSymbol =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'contract');
  if (!contractSymbol) throw new Error('contract/index.ts exports no `contract`');
  const contractType = checker.getTypeOfSymbol(contractSymbol);
  const occurrences = new Map<string, Occurrence[]>();
  for (const route of contractRoutes()) {
    let type: ts.Type | undefined = contractType;
    for (const key of route.id.split('.')) type = type && checker.getTypeOfSymbol(type.getProperty(key)!);
    const responses = type?.getProperty('responses');
    if (!type || !responses) continue;
    for (const status of route.statuses.filter((s) => s >= 200 && s < 300)) {
      const schema = checker.getTypeOfSymbol(responses).getProperty(String(status));
      if (!schema) continue;
      const schemaType = checker.getTypeOfSymbol(schema);
      const output = schemaType.getProperty('_output');
      const body = output ? checker.getTypeOfSymbol(output) : schemaType;
      walkType(checker, body, '', (decl, path, siblings) => {
        const list = occurrences.get(declKey(decl)) ?? [];
        if (!list.some((o) => o.route === route.id && o.status === status && o.path === path))
          list.push({ route: route.id, status, path, siblings });
        occurrences.set(declKey(decl), list);
      });
    }
  }
  return occurrences;
}

/** The contract schema properties the SPA code reads, with the first place it does. */
function spaReads(checker: ts.TypeChecker, files: readonly ts.SourceFile[]): Map<string, FieldRead> {
  const reads = new Map<string, FieldRead>();
  const record = (symbol: ts.Symbol | undefined, node: ts.Node) => {
    for (const d of symbol?.declarations ?? []) {
      if (!inContract(d) || reads.has(declKey(d))) continue;
      const sf = node.getSourceFile();
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
      reads.set(declKey(d), { field: symbol!.name, at: `${relative(ROOT, sf.fileName)}:${line + 1}` });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) record(checker.getSymbolAtLocation(node.name), node.name);
    else if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression))
      record(checker.getSymbolAtLocation(node.argumentExpression), node.argumentExpression);
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) || ts.isStringLiteral(name))
        record(checker.getTypeAtLocation(node.parent).getProperty(name.text), name);
    }
    ts.forEachChild(node, visit);
  };
  for (const sf of files) visit(sf);
  return reads;
}

/** The JSON paths present in a body (`user.salutation`, `items[].id`); null values count. */
export function bodyPaths(body: unknown, path = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(body)) for (const item of body) bodyPaths(item, `${path}[]`, into);
  else if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) {
      const child = path ? `${path}.${key}` : key;
      into.add(child);
      bodyPaths(value, child, into);
    }
  return into;
}

type PactHttp = {
  type?: string;
  request?: { method: string; path: string };
  response?: { status: number; body?: { content?: unknown } };
};

/** The body paths of the committed interactions, by `route status`. */
export function pactBodyPaths(files = pactFiles()): Map<string, Set<string>> {
  const routes = contractRoutes();
  const map = new Map<string, Set<string>>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: PactHttp[] };
    for (const { request, response } of pact.interactions ?? []) {
      const route = request && routeOf(request, routes);
      if (!route || !response) continue;
      const key = `${route.id} ${response.status}`;
      map.set(key, bodyPaths(response.body?.content, '', map.get(key) ?? new Set([''])));
    }
  }
  return map;
}

const parentOf = (path: string) => path.replace(/\.?[^.]*$/, '').replace(/(\[\])+$/, '');
const lastKey = (path: string) => path.slice(path.lastIndexOf('.') + 1).replace(/^(\[\])+/, '');

/**
 * The fields the SPA reads that the pacts leave out: for each read schema property, each route
 * and 2xx status whose interactions hold the object it belongs to but never the property. With
 * a union answer (several object types at one path), an object of the pact belongs to the type
 * whose own keys (those no other type there has) it shows.
 */
export function readFieldAnalysis(): {
  reads: number;
  missing(paths?: Map<string, Set<string>>): MissingField[];
} {
  const prog = program();
  const checker = prog.getTypeChecker();
  const contractFile = prog.getSourceFile(join(ROOT, 'contract', 'index.ts'));
  if (!contractFile) throw new Error('contract/index.ts is not in the program');
  const occurrences = responseOccurrences(checker, contractFile);
  // The key sets of every object type at each `route status parent`.
  const typesAt = new Map<string, Set<string>>();
  for (const list of occurrences.values())
    for (const o of list) {
      const at = `${o.route} ${o.status} ${parentOf(o.path)}`;
      typesAt.set(at, (typesAt.get(at) ?? new Set()).add(o.siblings.join(',')));
    }
  const srcFiles = prog.getSourceFiles().filter((f) => relative(ROOT, f.fileName).startsWith(`src${sep}`));
  const reads = [...spaReads(checker, srcFiles)].flatMap(([key, read]) => {
    const where = occurrences.get(key); // none: a request-only field, or a type no answer uses
    return where ? [{ read, where }] : [];
  });
  return { reads: reads.length, missing: (paths = pactBodyPaths()) => missingIn(paths, reads, typesAt) };
}

function missingIn(
  paths: Map<string, Set<string>>,
  reads: { read: FieldRead; where: Occurrence[] }[],
  typesAt: Map<string, Set<string>>,
): MissingField[] {
  const missing: MissingField[] = [];
  for (const { read, where } of reads) {
    for (const o of where) {
      const inPact = paths.get(`${o.route} ${o.status}`);
      if (!inPact || inPact.has(o.path)) continue; // no interaction (the coverage guard's business), or present
      const parent = parentOf(o.path);
      const others = [...(typesAt.get(`${o.route} ${o.status} ${parent}`) ?? [])]
        .filter((k) => k !== o.siblings.join(','))
        .flatMap((k) => k.split(','));
      const own = o.siblings.filter((k) => !others.includes(k));
      const shown = [...inPact].filter((p) => p !== '' && parentOf(p) === parent).map(lastKey);
      if (!shown.some((k) => own.includes(k))) continue; // the object is not in the pact, or is another type
      missing.push({ route: o.route, status: o.status, path: o.path, readAt: read.at });
    }
  }
  return missing;
}
