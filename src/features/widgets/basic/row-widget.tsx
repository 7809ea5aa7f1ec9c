import type { WidgetProps } from '../registry';
import { WidgetList } from '../widget-view';

/** Lays its children out in a wrapping row (a column on narrow screens). */
export function RowWidget({ widget, settings }: WidgetProps<'row'>) {
  return (
    <div className={`widget widget--row widget--gap-${settings.gap}`}>
      <WidgetList widgets={widget.children} />
    </div>
  );
}
