import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { Scope } from '../../../../contract';
import { showNotice } from '../../../lib/page-notice';
import { forgetEstimateFacts } from '../../../ui/estimate/handoff';
import { useWidgetRoute } from '../route-params';
import { createClaimLogic } from './create-claim-actor';

export const STEPS = ['scope', 'flight', 'passengers', 'details', 'summary'] as const;
export type Step = (typeof STEPS)[number];

/**
 * The create-claim machine (machines/create-claim) for the widget: a scope in the route
 * (/new_contract/:scope) skips the first step; once the claim is created, the calculator's facts
 * are forgotten and the active contracts open with the thank-you notice. `step` is null while
 * the claim is sent.
 */
export function useCreateClaim(widgetId: number, scopes: Scope[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = useWidgetRoute();
  const machine = useMemo(() => createClaimLogic(queryClient, widgetId), [queryClient, widgetId]);
  const [state, send] = useMachine(machine);
  const step: Step | null = STEPS.find((s) => state.matches(s)) ?? null;

  useEffect(() => {
    const scope = Scope.safeParse(route.scope);
    if (scope.success && scopes.includes(scope.data)) send({ type: 'CHOOSE_SCOPE', scope: scope.data });
  }, [route.scope, send, scopes]);

  useEffect(() => {
    if (!state.matches('created') || !state.context.created) return;
    forgetEstimateFacts();
    showNotice(); // SPEC §2's default: thanks for the claim entry, 3 s
    void navigate({ to: '/active_contracts' });
  }, [state, navigate]);

  return { state, send, step };
}

/** The step's heading: it gets the focus when the step changes (not when the stepper opens). */
export function useStepHeading(step: Step | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) heading.current?.focus();
    firstStep.current = null;
  }, [step]);
  return heading;
}
