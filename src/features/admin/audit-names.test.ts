import { describe, expect, it } from 'vitest';
import { AUDIT_EVENTS, AUDIT_OUTCOMES, LOCALES } from '../../../contract';
import { auditEventKey, auditOutcomeKey } from './audit-log';

type Tree = { [key: string]: string | Tree };
/** Every locale's admin area, read from disk (the audit log's names live there). */
const files = import.meta.glob<Tree>('../../locales/*/admin.json', { eager: true, import: 'default' });
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

describe('audit log names (every AUDIT_EVENTS and AUDIT_OUTCOMES value, in every language)', () => {
  it('reads all five languages', () => {
    expect(Object.keys(files).length).toBe(LOCALES.length);
  });

  it.each(LOCALES)('%s names every event and outcome', (locale) => {
    const tree = files[`../../locales/${locale}/admin.json`] as Tree;
    const keys = [...AUDIT_EVENTS.map(auditEventKey), ...AUDIT_OUTCOMES.map(auditOutcomeKey)];
    const missing = keys.filter((key) => {
      const text = lookup(tree, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('gives different events different names (en_GB), so the table tells them apart', () => {
    const tree = files['../../locales/en_GB/admin.json'] as Tree;
    const names = AUDIT_EVENTS.map((e) => lookup(tree, auditEventKey(e)));
    expect(new Set(names).size).toBe(AUDIT_EVENTS.length);
  });
});
