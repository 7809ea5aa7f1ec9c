import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { WidgetType } from '../../../contract';
import { ButtonWidget } from './basic/button-widget';
import { RowWidget } from './basic/row-widget';
import { TextWidget } from './basic/text-widget';
import { CardWidget } from './claim/card-widget';
import { StepperWidget } from './claim/stepper-widget';
import { CardlistWidget } from './cardlist/cardlist-widget';
import { ClaimListWidget } from './claim-list/claim-list-widget';
import type { WidgetProps } from './widget-props';

/** Heavier widgets load with their page only (the login bundle and the contract lists stay lean). */
function deferred<T extends WidgetType>(load: () => Promise<{ default: ComponentType<WidgetProps<T>> }>) {
  const Lazy = lazy(load);
  return function Deferred(props: WidgetProps<T>): ReactNode {
    return (
      <Suspense fallback={<div className="widget widget--loading" aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The one map from a widget type (SPEC §1) to its component. */
export const registry: { [T in WidgetType]: (props: WidgetProps<T>) => ReactNode } = {
  text: TextWidget,
  row: RowWidget,
  html: deferred(() => import('./basic/html-widget')),
  button: ButtonWidget,
  grid: deferred(() => import('./grid/grid-widget')),
  stepper: StepperWidget,
  card: CardWidget,
  cardlist: CardlistWidget,
  'create-claim': deferred(() => import('./create-claim/create-claim-widget')),
  'claim-list': ClaimListWidget,
  'claim-edit': deferred(() => import('./claim-edit/claim-edit-widget')),
};
