import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { EstimateRequest } from '../../../contract';
import { focusFirstInvalid, type Errors } from '../../ui/form';
import {
  emptyFacts,
  emptyLeg,
  toDraftErrors,
  toFacts,
  toLegs,
  type FactsDraft,
  type LegDraft,
} from '../../ui/estimate/facts';
import { estimateLogic } from './estimate-actor';
import { fieldNames, idOf } from './estimate-fields';

/** The request for the flights and facts entered, or the fields refused before asking. */
function toRequest(
  legs: LegDraft[],
  disrupted: string,
  facts: FactsDraft,
): { value: EstimateRequest } | { errors: Errors } {
  const checked = toFacts(facts);
  const flights = toLegs(legs);
  if ('errors' in checked || 'errors' in flights)
    return {
      errors: {
        ...('errors' in flights ? flights.errors : {}),
        ...('errors' in checked ? checked.errors : {}),
      },
    };
  return {
    value: {
      legs: flights.value,
      ...(legs.length > 1 ? { disrupted_leg: Number(disrupted) } : {}),
      ...checked.value,
    },
  };
}

/**
 * The calculator's state: the flights, which of them went wrong and what happened, the estimate
 * machine (POST /estimate), and the errors found here or by the server. The first refused field
 * gets the focus, each time.
 */
export function useEstimate() {
  const [legs, setLegs] = useState<LegDraft[]>([emptyLeg]);
  const [disrupted, setDisrupted] = useState('0');
  const [facts, setFacts] = useState<FactsDraft>(emptyFacts);
  const [localErrors, setLocalErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [state, send] = useMachine(estimateLogic);
  const errors = Object.keys(localErrors).length
    ? localErrors
    : state.matches('refused')
      ? toDraftErrors(state.context.errors)
      : {};
  const fields = fieldNames(legs.length);

  // A refusal: the first refused field gets the focus (each time the server refuses).
  useEffect(() => {
    if (state.matches('refused')) focusFirstInvalid(errors, fields, idOf);
  }, [state.value, state.context.errors]);

  const submit = () => {
    setAttempt((n) => n + 1);
    const request = toRequest(legs, disrupted, facts);
    if ('errors' in request) {
      setLocalErrors(request.errors);
      requestAnimationFrame(() => focusFirstInvalid(request.errors, fields, idOf));
      return;
    }
    setLocalErrors({});
    send({ type: 'SUBMIT', request: request.value });
  };
  /** Fewer flights: the first one is the disrupted one again. */
  const changeLegs = (next: LegDraft[]) => {
    if (next.length < legs.length) setDisrupted('0');
    setLegs(next);
  };

  return {
    state,
    send,
    legs,
    changeLegs,
    disrupted,
    setDisrupted,
    facts,
    setFacts,
    errors,
    fields,
    attempt,
    submit,
  };
}

/** The calculator's state and its submit. */
export type Estimate = ReturnType<typeof useEstimate>;
