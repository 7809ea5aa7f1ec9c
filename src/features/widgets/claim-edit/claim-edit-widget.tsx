import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addIssues,
  ClaimChanges,
  type Claim,
  type MessageCode,
  type PassengerDependents,
} from '../../../../contract';
import { claimQuery, saveClaimChanges } from '../../../api/widgets';
import { ClaimState } from '../claim/claim-state';
import { FlightFields, toFlight, type FlightDraft } from '../claim/flight-fields';
import { PassengerFields, toPassengers, type PassengerDraft } from '../claim/passenger-fields';
import { useClaim } from '../claim/use-claim';
import { errorsFor, Field, stripPrefix, SubmitButton, type Errors } from '../../../ui/form';
import type { WidgetProps } from '../widget-props';
import { useWidgetRoute } from '../route-params';
import { RemovePassengersQuestion } from './remove-passengers-question';

type Draft = { flight: FlightDraft; passengers: PassengerDraft[]; policy_number: string };

/** Unsaved edits per claim: they survive switching pages (even a remount) until saved. */
const drafts = new Map<number, Draft>();

const fromClaim = (c: Claim): Draft => ({
  flight: {
    airline: c.flight.airline,
    flight_number: c.flight.flight_number,
    flight_date: c.flight.flight_date,
    departure_airport: c.flight.departure_airport,
    arrival_airport: c.flight.arrival_airport,
  },
  passengers: c.passengers.map((p) => ({
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email ?? '',
  })),
  policy_number: c.policy_number ?? '',
});

const changesOf = (draft: Draft): ClaimChanges => ({
  flight: (({ airline, flight_number, flight_date }) => ({ airline, flight_number, flight_date }))(
    toFlight(draft.flight),
  ),
  passengers: toPassengers(draft.passengers),
  policy_number: draft.policy_number.trim() || null,
});

/** A save the server held back: it would remove these passengers and what hangs on them. */
type Question = { changes: ClaimChanges; dependents: PassengerDependents[] };

/** Edits a claim over several pages (/contract_claim/:claim/:page); one save sends every page. */
export default function ClaimEditWidget({ widget, settings }: WidgetProps<'claim-edit'>) {
  const { t } = useTranslation();
  const { claimId, page } = useWidgetRoute();
  const claim = useClaim(widget.id, claimId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<Draft | null>(
    claimId === undefined ? null : (drafts.get(claimId) ?? null),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  /** The refusal of the whole save (claim_closed, action_not_allowed), shown in the form's alert. */
  const [refusal, setRefusal] = useState<MessageCode | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!question && asked.current) saveButton.current?.focus();
    asked.current = question !== null;
  }, [question]);
  const current = settings.pages.find((p) => p === page) ?? settings.pages[0]!;

  useEffect(() => {
    if (!draft && claim.data) setDraftState(fromClaim(claim.data));
  }, [claim.data, draft]);

  if (!claim.data || !draft || claimId === undefined)
    return <ClaimState pending={claim.isPending || (claim.isSuccess && !draft)} error={claim.error} />;
  if (!claim.data.active)
    return (
      <p className="notice" role="status">
        {t('edit.closed')}
      </p>
    );
  const setDraft = (d: Draft) => {
    drafts.set(claimId, d);
    setSaved(false);
    setQuestion(null);
    setDraftState(d);
  };
  const pageOf = (keys: string[]) =>
    keys.some((k) => k.startsWith('passengers')) && !keys.some((k) => k.startsWith('flight'))
      ? 'passengers'
      : 'flight';

  /** Sends the changes (the draft's, or those of a confirmed question); gives the field errors. */
  async function send(changes: ClaimChanges): Promise<Errors> {
    if (claimId === undefined) return {};
    setSaving(true);
    setRefusal(null);
    try {
      const res = await saveClaimChanges(queryClient, widget.id, claimId, changes).catch(() => null);
      setQuestion(null);
      if (res?.ok) {
        drafts.delete(claimId);
        // The claim has loaded again: new passengers have their ids now.
        const fresh = queryClient.getQueryData(claimQuery(widget.id, claimId).queryKey);
        if (fresh) setDraftState(fromClaim(fresh));
        setSaved(true);
      } else if (res?.ok === false) {
        const { errors, message, dependents } = res.refused;
        if (message === 'passenger_has_dependents' && dependents) setQuestion({ changes, dependents });
        else if (Object.keys(errors).length === 0) setRefusal(message ?? 'invalid_value');
        return stripPrefix(errors, 'changes');
      }
      return {};
    } finally {
      setSaving(false);
    }
  }

  async function save(remove?: Question) {
    if (!draft || claimId === undefined) return;
    const changes = remove
      ? { ...remove.changes, remove_passengers: remove.dependents.map((d) => d.passenger_id) }
      : changesOf(draft);
    const local = ClaimChanges.safeParse(changes);
    const found: Errors = local.success
      ? await send(changes)
      : addIssues({}, local.error.issues, { input: changes });
    setErrors(found);
    const keys = Object.keys(found);
    if (keys.length > 0) {
      const target = pageOf(keys);
      if (target !== current)
        void navigate({
          to: '/contract_claim/$claim/{-$page}',
          params: { claim: claimId, page: target },
        });
    }
  }

  const id = `ce-${widget.id}`;
  return (
    <section className="widget widget--claim-edit card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('edit.title', { case: claim.data.case_number })}</h2>
      <nav aria-label={t('edit.pages')} className="tabs">
        {settings.pages.map((p) => (
          <Link
            key={p}
            to="/contract_claim/$claim/{-$page}"
            params={{ claim: claimId, page: p }}
            aria-current={p === current ? 'page' : undefined}
            className="tabs__tab"
          >
            {t(`edit.page.${p}`)}
          </Link>
        ))}
      </nav>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {current === 'flight' ? (
          <>
            <FlightFields
              idPrefix={id}
              value={draft.flight}
              onChange={(flight) => setDraft({ ...draft, flight })}
              errors={errors}
              keys={['airline', 'flight_number', 'flight_date']}
            />
            {claim.data.scope === 'luggage_refund' ? (
              <Field
                id={`${id}-policy`}
                label={t('claims.policy_number')}
                errors={errorsFor(errors, 'policy_number')}
              >
                {(aria) => (
                  <input
                    {...aria}
                    value={draft.policy_number}
                    onChange={(e) => setDraft({ ...draft, policy_number: e.target.value })}
                  />
                )}
              </Field>
            ) : null}
          </>
        ) : (
          <PassengerFields
            idPrefix={`${id}-p`}
            value={draft.passengers}
            onChange={(passengers) => setDraft({ ...draft, passengers })}
            errors={errors}
          />
        )}
        {Object.keys(errors).length > 0 || refusal ? (
          <p className="notice" role="alert">
            {refusal ? t(`api.${refusal}`) : t('edit.has_errors')}
          </p>
        ) : null}
        {saved ? (
          <p className="success" role="status">
            {t('edit.saved')}
          </p>
        ) : null}
        {question ? (
          <RemovePassengersQuestion
            dependents={question.dependents}
            busy={saving}
            onCancel={() => setQuestion(null)}
            onConfirm={() => void save(question)}
          />
        ) : (
          <div className="actions">
            <Link
              to="/contract/$scope/$claim/{-$page}"
              params={{ scope: claim.data.scope, claim: claimId }}
              className="button"
            >
              {t('edit.back_to_contract')}
            </Link>
            <SubmitButton ref={saveButton} busy={saving}>
              {t('edit.save')}
            </SubmitButton>
          </div>
        )}
      </form>
    </section>
  );
}
