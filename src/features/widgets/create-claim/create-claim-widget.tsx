import { useTranslation } from 'react-i18next';
import { stripPrefix } from '../../../ui/form';
import type { WidgetProps } from '../widget-props';
import { ScopeStep } from './scope-step';
import { StepForm } from './step-form';
import { STEPS, useCreateClaim, useStepHeading } from './use-create-claim';
import { useNewClaimDraft } from './use-new-claim-draft';

/** The steps, those done marked and the current one named as such. */
function StepProgress({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <ol className="steps" aria-label={t('claim_form.progress')}>
      {STEPS.map((s, i) => (
        <li
          key={s}
          className={i < index ? 'steps__done' : undefined}
          aria-current={i === index ? 'step' : undefined}
        >
          {t(`claim_form.steps.${s}`)}
        </li>
      ))}
    </ol>
  );
}

/** The create-claim stepper (machines/create-claim): every value typed stays in the draft until saved. */
export default function CreateClaimWidget({ widget, settings }: WidgetProps<'create-claim'>) {
  const { t } = useTranslation();
  const draft = useNewClaimDraft();
  const { state, send, step } = useCreateClaim(widget.id, settings.scopes);
  const heading = useStepHeading(step);
  const scope = state.context.scope;
  const index = step ? STEPS.indexOf(step) : STEPS.length - 1;

  return (
    <section className="widget widget--create-claim card" aria-labelledby={`widget-${widget.id}-step`}>
      <StepProgress index={index} />
      <h2 id={`widget-${widget.id}-step`} tabIndex={-1} ref={heading}>
        {scope ? `${t(`claims.scope.${scope}`)}: ` : ''}
        {t(`claim_form.steps.${step ?? 'summary'}`)}
      </h2>
      {step === 'scope' ? (
        <ScopeStep scopes={settings.scopes} onChoose={(s) => send({ type: 'CHOOSE_SCOPE', scope: s })} />
      ) : null}
      {step !== 'scope' && step !== null ? (
        <StepForm
          widgetId={widget.id}
          step={step}
          scope={scope}
          draft={draft}
          serverErrors={stripPrefix(state.context.errors, 'claim')}
          failed={state.context.failed}
          send={send}
        />
      ) : null}
      {state.matches('submitting') ? (
        <p className="muted" aria-busy="true" role="status">
          {t('claim_form.sending')}
        </p>
      ) : null}
    </section>
  );
}
