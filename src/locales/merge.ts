/**
 * Translations live in src/locales/<locale>/<area>.json, one file per area of
 * the portal (core, auth, dashboard…). Each file owns its top-level keys;
 * merging two files that share one is an error.
 */
export type Tree = { [key: string]: string | Tree };

export function mergeAreas(files: Record<string, Tree>): Tree {
  const merged: Tree = {};
  const owner = new Map<string, string>();
  for (const [file, tree] of Object.entries(files)) {
    for (const [key, value] of Object.entries(tree)) {
      const first = owner.get(key);
      if (first) throw new Error(`Translation key "${key}" is in both ${first} and ${file}`);
      owner.set(key, file);
      merged[key] = value;
    }
  }
  return merged;
}
