import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MessageCode, Scope } from '../../../../contract';
import { ClaimState } from '../claim/claim-state';
import { useClaim } from '../claim/use-claim';
import { SubmitButton, type Errors } from '../../../ui/form';
import type { WidgetProps } from '../widget-props';
import { useWidgetRoute } from '../route-params';
import type { EditPage } from './claim-edit-draft';
import { ClaimEditFields } from './claim-edit-fields';
import { RemovePassengersQuestion } from './remove-passengers-question';
import { useClaimEdit, type ClaimEdit } from './use-claim-edit';

/** The tabs of the widget's pages, the current one marked. */
function ClaimEditTabs({
  claimId,
  pages,
  current,
}: {
  claimId: number;
  pages: EditPage[];
  current: EditPage;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('edit.pages')} className="tabs">
      {pages.map((p) => (
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
  );
}

/** How the last save went: refused (the form's alert) or saved. */
function SaveStatus({
  errors,
  refusal,
  saved,
}: {
  errors: Errors;
  refusal: MessageCode | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** Save with the way back to the contract, or, before a save removes passengers, the question. */
function SaveActions({ edit, back }: { edit: ClaimEdit; back: { scope: Scope; claim: number } }) {
  const { t } = useTranslation();
  const { question } = edit;
  return question ? (
    <RemovePassengersQuestion
      dependents={question.dependents}
      busy={edit.saving}
      onCancel={edit.cancelQuestion}
      onConfirm={() => void edit.save(question)}
    />
  ) : (
    <div className="actions">
      <Link to="/contract/$scope/$claim/{-$page}" params={back} className="button">
        {t('edit.back_to_contract')}
      </Link>
      <SubmitButton ref={edit.saveButton} busy={edit.saving}>
        {t('edit.save')}
      </SubmitButton>
    </div>
  );
}

/** Edits a claim over several pages (/contract_claim/:claim/:page); one save sends every page. */
export default function ClaimEditWidget({ widget, settings }: WidgetProps<'claim-edit'>) {
  const { t } = useTranslation();
  const { claimId, page } = useWidgetRoute();
  const claim = useClaim(widget.id, claimId);
  const current = settings.pages.find((p) => p === page) ?? settings.pages[0]!;
  const edit = useClaimEdit(widget.id, claimId, claim.data, current);
  const { draft } = edit;

  if (!claim.data || !draft || claimId === undefined)
    return <ClaimState pending={claim.isPending || (claim.isSuccess && !draft)} error={claim.error} />;
  if (!claim.data.active)
    return (
      <p className="notice" role="status">
        {t('edit.closed')}
      </p>
    );

  const id = `ce-${widget.id}`;
  return (
    <section className="widget widget--claim-edit card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('edit.title', { case: claim.data.case_number })}</h2>
      <ClaimEditTabs claimId={claimId} pages={settings.pages} current={current} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void edit.save();
        }}
      >
        <ClaimEditFields
          id={id}
          page={current}
          scope={claim.data.scope}
          draft={draft}
          onChange={edit.setDraft}
          errors={edit.errors}
        />
        <SaveStatus errors={edit.errors} refusal={edit.refusal} saved={edit.saved} />
        <SaveActions edit={edit} back={{ scope: claim.data.scope, claim: claimId }} />
      </form>
    </section>
  );
}
