import type { ReactNode } from 'react';
import type { SettingsOf, Widget, WidgetType } from '../../../contract';

/**
 * What every widget component receives: its widget, its parsed settings and its child widgets,
 * already rendered (containers place them; the rest ignore them).
 */
export type WidgetProps<T extends WidgetType> = {
  widget: Widget;
  settings: SettingsOf<T>;
  children?: ReactNode;
};
