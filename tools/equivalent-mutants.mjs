// @ts-check
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * A Stryker ignorer (`ignorers: ['equivalent-mutants']`) that reads the `equivalentMutants` list
 * of stryker.config.mjs, so that production code carries no `// Stryker disable` comments. A rule
 * names a file, the source of one node (whitespace runs count as one space) and optionally `in`,
 * the start of an enclosing node's source, where the code alone is not unique; every mutant of
 * that node and the nodes inside it is reported as ignored with the rule's reason. An ignorer
 * cannot choose mutators, so a rule only suits a node whose mutants are all equivalent.
 * tools/equivalent-mutants.test.ts checks that each rule ignores mutants of one line, and which.
 */

/** @typedef {{ file: string; code: string; in?: string; reason: string }} EquivalentMutant */

/** @param {string} text */
const squeeze = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * @param {any} path a Babel NodePath
 * @returns {string}
 */
const sourceOf = (path) => {
  const code = path.hub?.file?.code ?? path.hub?.getCode?.() ?? '';
  const { start, end } = path.node;
  return typeof start === 'number' && typeof end === 'number' ? squeeze(code.slice(start, end)) : '';
};

/**
 * The reason of the rule that names this node, if any.
 * @param {readonly EquivalentMutant[]} rules
 * @param {string} fileName
 * @param {any} path a Babel NodePath
 * @returns {string | undefined}
 */
export function equivalentReason(rules, fileName, path) {
  const file = fileName.replaceAll('\\', '/');
  for (const rule of rules) {
    if (file !== rule.file && !file.endsWith(`/${rule.file}`)) continue;
    if (sourceOf(path) !== squeeze(rule.code)) continue;
    const within = rule.in;
    if (within && !path.findParent((/** @type {any} */ p) => sourceOf(p).startsWith(squeeze(within))))
      continue;
    return rule.reason;
  }
  return undefined;
}

class EquivalentMutantsIgnorer {
  static inject = /** @type {const} */ ([commonTokens.options]);
  /** @param {{ equivalentMutants?: EquivalentMutant[] }} options */
  constructor(options) {
    this.rules = options.equivalentMutants ?? [];
  }
  /** @param {any} path */
  shouldIgnore(path) {
    return equivalentReason(this.rules, path.hub?.file?.opts?.filename ?? '', path);
  }
}

export const strykerPlugins = [
  declareClassPlugin(PluginKind.Ignore, 'equivalent-mutants', EquivalentMutantsIgnorer),
];

export const strykerValidationSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'EquivalentMutantsOptions',
  type: 'object',
  properties: {
    equivalentMutants: {
      description:
        'Mutants known to be equivalent, ignored with their reason (tools/equivalent-mutants.mjs).',
      type: 'array',
      default: [],
      items: {
        type: 'object',
        required: ['file', 'code', 'reason'],
        additionalProperties: false,
        properties: {
          file: { type: 'string' },
          code: { type: 'string' },
          in: { type: 'string' },
          reason: { type: 'string' },
        },
      },
    },
  },
};
