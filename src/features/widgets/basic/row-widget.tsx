import type { WidgetProps } from '../widget-props';

/** Lays its children out in a wrapping row (a column on narrow screens). */
export function RowWidget({ settings, children }: WidgetProps<'row'>) {
  return <div className={`widget widget--row widget--gap-${settings.gap}`}>{children}</div>;
}
