import type { Widget } from '../../../contract';
import { ClaimListWidget } from './claim-list/claim-list-widget';
import { parseSettings } from './settings';
import { WidgetError } from './widget-error';

/** Renders one widget by type; types of later issues render nothing yet. */
export function WidgetView({ widget }: { widget: Widget }) {
  switch (widget.type) {
    case 'claim-list': {
      const settings = parseSettings('claim-list', widget.settings);
      if (!settings.ok) return <WidgetError widgetId={widget.id} details={settings.error} />;
      return <ClaimListWidget widgetId={widget.id} status={settings.value.status} />;
    }
    case 'row':
    case 'grid':
    case 'card':
    case 'cardlist': {
      const settings = parseSettings(widget.type, widget.settings);
      if (!settings.ok) return <WidgetError widgetId={widget.id} details={settings.error} />;
      return (
        <div className={`widget widget--${widget.type}`}>
          <WidgetList widgets={widget.children} />
        </div>
      );
    }
    default:
      return null;
  }
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
