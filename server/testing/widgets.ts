import { WidgetTree, type Widget } from '../../contract';
import type { TestBrowser } from './browser';

const flat = (ws: Widget[]): Widget[] => ws.flatMap((w) => [w, ...flat(w.children)]);

/** The id of the first widget of `type` in a widget tree, read through the API by a signed-in browser. */
export async function findWidgetId(
  browser: TestBrowser,
  tree: string,
  type: Widget['type'],
): Promise<number> {
  const parsed = WidgetTree.parse((await browser.get(`/widgets/tree/${tree}`)).json);
  const found = flat(parsed.widgets).find((w) => w.type === type);
  if (!found) throw new Error(`no ${type} widget in the tree ${tree}`);
  return found.id;
}
