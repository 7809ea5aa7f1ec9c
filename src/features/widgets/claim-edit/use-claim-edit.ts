import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { addIssues, ClaimChanges, type Claim, type MessageCode } from '../../../../contract';
import { claimQuery, saveClaimChanges } from '../../../api/widgets';
import { stripPrefix, type Errors } from '../../../ui/form';
import {
  changesOf,
  drafts,
  fromClaim,
  pageOf,
  type Draft,
  type EditPage,
  type Question,
} from './claim-edit-draft';

/** What a save came to: saved (with the claim as loaded again), or refused. */
type SaveOutcome =
  | { saved: true; fresh: Claim | undefined }
  | { saved: false; errors: Errors; question: Question | null; refusal: MessageCode | null };

/** Sends the changes; a save that would remove passengers something hangs on comes back as a question. */
async function submitChanges(
  queryClient: QueryClient,
  widgetId: number,
  claimId: number,
  changes: ClaimChanges,
): Promise<SaveOutcome> {
  const res = await saveClaimChanges(queryClient, widgetId, claimId, changes).catch(() => null);
  if (res?.ok) {
    drafts.delete(claimId);
    // The claim has loaded again: new passengers have their ids now.
    return { saved: true, fresh: queryClient.getQueryData(claimQuery(widgetId, claimId).queryKey) };
  }
  if (!res) return { saved: false, errors: {}, question: null, refusal: null };
  const { errors, message, dependents } = res.refused;
  const asked = message === 'passenger_has_dependents' && dependents ? dependents : null;
  return {
    saved: false,
    errors: stripPrefix(errors, 'changes'),
    question: asked ? { changes, dependents: asked } : null,
    refusal: !asked && Object.keys(errors).length === 0 ? (message ?? 'invalid_value') : null,
  };
}

/**
 * A save's round trip: busy while it runs, the refusal of the whole save, and the question before
 * removing passengers; `onSaved` gets the claim as loaded again.
 */
function useSaveRequest(
  widgetId: number,
  claimId: number | undefined,
  onSaved: (fresh: Claim | undefined) => void,
) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  /** The refusal of the whole save (claim_closed, action_not_allowed), shown in the form's alert. */
  const [refusal, setRefusal] = useState<MessageCode | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  /** Sends the changes (the draft's, or those of a confirmed question); gives the field errors. */
  async function send(changes: ClaimChanges): Promise<Errors> {
    if (claimId === undefined) return {};
    setSaving(true);
    setRefusal(null);
    try {
      const outcome = await submitChanges(queryClient, widgetId, claimId, changes);
      setQuestion(outcome.saved ? null : outcome.question);
      if (!outcome.saved) {
        if (outcome.refusal) setRefusal(outcome.refusal);
        return outcome.errors;
      }
      onSaved(outcome.fresh);
      return {};
    } finally {
      setSaving(false);
    }
  }
  return { saving, refusal, question, setQuestion, send };
}

/** The claim's draft: the edits kept for it, else the claim as loaded (null until it has loaded). */
function useClaimDraft(claimId: number | undefined, claim: Claim | undefined) {
  const [draft, setDraft] = useState<Draft | null>(
    claimId === undefined ? null : (drafts.get(claimId) ?? null),
  );
  useEffect(() => {
    if (!draft && claim) setDraft(fromClaim(claim));
  }, [claim, draft]);
  return [draft, setDraft] as const;
}

/**
 * The claim-edit form's state: the draft (kept per claim until saved), the field errors, the save
 * and its outcome, and the question before removing passengers. A refused field on another page
 * opens that page; focus returns to Save when the question is answered or cancelled.
 */
export function useClaimEdit(
  widgetId: number,
  claimId: number | undefined,
  claim: Claim | undefined,
  current: EditPage,
) {
  const navigate = useNavigate();
  const [draft, setDraftState] = useClaimDraft(claimId, claim);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const request = useSaveRequest(widgetId, claimId, (fresh) => {
    if (fresh) setDraftState(fromClaim(fresh));
    setSaved(true);
  });
  const { question, setQuestion, send } = request;
  const saveButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!question && asked.current) saveButton.current?.focus();
    asked.current = question !== null;
  }, [question]);

  const setDraft = (d: Draft) => {
    if (claimId !== undefined) drafts.set(claimId, d);
    setSaved(false);
    setQuestion(null);
    setDraftState(d);
  };

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

  const { saving, refusal } = request;
  const cancelQuestion = () => setQuestion(null);
  return { draft, setDraft, errors, saving, saved, refusal, question, cancelQuestion, saveButton, save };
}

/** The claim-edit form's state and its save. */
export type ClaimEdit = ReturnType<typeof useClaimEdit>;
