import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../widget-props';

/** A translated text (settings.key is an i18n key) as a paragraph or a sub-heading. */
export function TextWidget({ settings }: WidgetProps<'text'>) {
  const { t } = useTranslation();
  const Tag = settings.as;
  return <Tag className="widget widget--text">{t(settings.key)}</Tag>;
}
