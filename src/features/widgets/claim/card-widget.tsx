import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../widget-props';
import { useWidgetRoute } from '../route-params';
import { ClaimDetails } from './claim-details';
import { ClaimState } from './claim-state';
import { useClaim } from './use-claim';

const TemplatesPanel = lazy(() => import('../templates/templates-panel'));

function ClaimContent({ widgetId }: { widgetId: number }) {
  const { claimId } = useWidgetRoute();
  const claim = useClaim(widgetId, claimId);
  if (!claim.data) return <ClaimState pending={claim.isPending} error={claim.error} />;
  return <ClaimDetails claim={claim.data} />;
}

/** A titled box: a text, a built-in panel (the page's claim, the templates), then its child widgets. */
export function CardWidget({ widget, settings, children }: WidgetProps<'card'>) {
  const { t } = useTranslation();
  const headingId = `widget-${widget.id}-title`;
  return (
    <section className="widget widget--card card" aria-labelledby={settings.title ? headingId : undefined}>
      {settings.title ? <h2 id={headingId}>{t(settings.title)}</h2> : null}
      {settings.text ? <p>{t(settings.text)}</p> : null}
      {settings.content === 'claim' ? <ClaimContent widgetId={widget.id} /> : null}
      {settings.content === 'templates' ? (
        <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
          <TemplatesPanel />
        </Suspense>
      ) : null}
      {children}
    </section>
  );
}
