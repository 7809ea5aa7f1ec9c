import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n';
import type { WidgetProps } from '../registry';

/** Server-configured HTML, per locale or one for all, always sanitized with DOMPurify. */
export default function HtmlWidget({ settings }: WidgetProps<'html'>) {
  const { i18n } = useTranslation();
  const locale = i18n.language ? currentLocale() : 'en_GB';
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
