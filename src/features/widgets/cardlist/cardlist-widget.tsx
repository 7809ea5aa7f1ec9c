import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../widget-props';
import { Accordion } from './accordion';

/** A list of cards (title + text, both i18n keys); as a searchable accordion for the FAQ. */
export function CardlistWidget({ widget, settings }: WidgetProps<'cardlist'>) {
  const { t } = useTranslation();
  const items = settings.items.map((item) => ({ title: t(item.title), content: t(item.content) }));
  if (settings.accordion) return <Accordion id={widget.id} items={items} searchable={settings.searchable} />;
  return (
    <ul className="widget widget--cardlist cardlist">
      {items.map((item, i) => (
        <li key={i} className="card">
          <h2>{item.title}</h2>
          <p>{item.content}</p>
        </li>
      ))}
    </ul>
  );
}
