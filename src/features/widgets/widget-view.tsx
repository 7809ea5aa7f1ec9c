import { Component, type ReactNode } from 'react';
import type { Widget, WidgetType } from '../../../contract';
import { registry } from './registry';
import { parseSettings } from './settings';
import { WidgetError } from './widget-error';
import type { WidgetProps } from './widget-props';

/**
 * Renders one widget by type with its child widgets; unusable settings or a render failure never
 * break the page.
 */
export function WidgetView({ widget }: { widget: Widget }) {
  const parsed = parseSettings(widget.type, widget.settings);
  if (!parsed.ok) return <WidgetError widgetId={widget.id} details={parsed.error} />;
  const Render = registry[widget.type] as (props: WidgetProps<WidgetType>) => ReactNode;
  return (
    <WidgetBoundary widgetId={widget.id}>
      <Render widget={widget} settings={parsed.value}>
        <WidgetList widgets={widget.children} />
      </Render>
    </WidgetBoundary>
  );
}

export function WidgetList({ widgets }: { widgets: Widget[] }) {
  return (
    <>
      {widgets.map((w) => (
        <WidgetView key={w.id} widget={w} />
      ))}
    </>
  );
}

class WidgetBoundary extends Component<{ widgetId: number; children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.error) return <WidgetError widgetId={this.props.widgetId} details={this.state.error} />;
    return this.props.children;
  }
}
