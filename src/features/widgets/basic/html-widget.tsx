import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/use-locale';
import type { WidgetProps } from '../widget-props';

/** Server-configured HTML, per locale or one for all, always sanitized with DOMPurify. */
export default function HtmlWidget({ settings }: WidgetProps<'html'>) {
  const locale = useLocale();
  const source =
    typeof settings.html === 'string' ? settings.html : (settings.html[locale] ?? settings.html.en_GB ?? '');
  const clean = useMemo(
    () => (DOMPurify.isSupported ? DOMPurify.sanitize(source, { USE_PROFILES: { html: true } }) : null),
    [source],
  );
  // Where DOMPurify cannot run, the markup is shown as plain text: never unsanitized.
  if (clean === null) return <div className="widget widget--html">{source}</div>;
  return <div className="widget widget--html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
