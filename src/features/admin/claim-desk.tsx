import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_STAGES, WAITING_ON, type DeskClaim, type WaitingOn } from '../../../contract';
import { deskQuery, type DeskFilter } from '../../api/claim-desk';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { Field } from '../../ui/form';
import { Pager } from '../../ui/pager';
import './claim-desk.css';

/** The stages a back office can see (a transferred claim belongs to its new owner). */
export const DESK_STAGES = CLAIM_STAGES.filter((s) => s !== 'transferred_away');

type Props = {
  filter: DeskFilter;
  /** Other filters or another page: the route puts them in the address (bookmarkable, Back works). */
  onFilter: (filter: DeskFilter) => void;
};

/**
 * Back office: every customer's claims (GET /admin/claims), filtered by stage, by whom they wait
 * on and by a part of the case number; a page's claims grouped by whom they wait on, each opening
 * the claim's desk page.
 */
export function ClaimDesk({ filter, onFilter }: Props) {
  const { t } = useTranslation();
  const desk = useQuery({ ...deskQuery(filter), placeholderData: keepPreviousData });
  const data = desk.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <div className="claim-desk">
      <DeskFilters filter={filter} onFilter={onFilter} />
      <div aria-live="polite" aria-busy={desk.isFetching}>
        {desk.isPending ? <p className="muted">{t('admin.desk.loading')}</p> : null}
        {desk.isError && !data ? (
          <div className="notice" role="alert">
            <p>{t('admin.desk.failed')}</p>
            <button type="button" className="button" onClick={() => void desk.refetch()}>
              {t('admin.desk.retry')}
            </button>
          </div>
        ) : null}
        {data ? (
          <p className="claim-desk__count">
            {data.total === 0 ? t('admin.desk.empty') : t('admin.desk.count', { total: data.total })}
          </p>
        ) : null}
      </div>
      {data ? <DeskGroups claims={data.claims} /> : null}
      <Pager
        page={filter.page}
        pages={pages}
        label={t('admin.desk.pages')}
        onPage={(page) => onFilter({ ...filter, page })}
      />
    </div>
  );
}

/** A page's claims in groups by whom they wait on, in the order of WAITING_ON. */
function DeskGroups({ claims }: { claims: DeskClaim[] }) {
  const { t } = useTranslation();
  const groups = WAITING_ON.map((who) => [who, claims.filter((c) => c.waiting_on === who)] as const).filter(
    ([, list]) => list.length > 0,
  );
  return (
    <>
      {groups.map(([who, list]) => (
        <section key={who} className="claim-desk__group" aria-labelledby={`desk-group-${who}`}>
          <h2 id={`desk-group-${who}`}>
            {t('admin.desk.group', { who: t(`admin.desk.waiting_on.${who}`), count: list.length })}
          </h2>
          <ul className="claim-desk__list">
            {list.map((c) => (
              <DeskRow key={c.id} claim={c} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function DeskRow({ claim }: { claim: DeskClaim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="claim-desk__item">
      <Link to="/admin/claims/$case" params={{ case: claim.case_number }} className="claim-desk__case">
        {claim.case_number}
      </Link>
      <span className={`claim-desk__stage claim-desk__stage--${claim.waiting_on}`}>
        {t(`admin.desk.stages.${claim.stage}`)}
      </span>
      <span>{t(`admin.desk.next_step.${claim.next_step}`)}</span>
      <span className="muted">
        {claim.owner.name || claim.owner.email} · {t(`claims.scope.${claim.scope}`)} ·{' '}
        {t('admin.desk.created', { date: formatDate(claim.created_at, locale) })}
      </span>
    </li>
  );
}

/** The filter form: a part of the case number, a stage, whom the claims wait on. */
function DeskFilters({ filter, onFilter }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState(filter.q ?? '');
  const [stage, setStage] = useState<string>(filter.stage ?? '');
  const [waiting, setWaiting] = useState<string>(filter.waiting_on ?? '');
  useEffect(() => {
    setQ(filter.q ?? '');
    setStage(filter.stage ?? '');
    setWaiting(filter.waiting_on ?? '');
  }, [filter.q, filter.stage, filter.waiting_on]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFilter({
      page: 1,
      q: q.trim() || undefined,
      stage: (DESK_STAGES as readonly string[]).includes(stage) ? (stage as DeskFilter['stage']) : undefined,
      waiting_on: (WAITING_ON as readonly string[]).includes(waiting) ? (waiting as WaitingOn) : undefined,
    });
  };
  const filtered = filter.q !== undefined || filter.stage !== undefined || filter.waiting_on !== undefined;
  return (
    <form className="claim-desk__filters" role="search" onSubmit={submit} noValidate>
      <Field
        id={`${id}-q`}
        label={t('admin.desk.search_label')}
        hint={t('admin.desk.search_hint')}
        errors={[]}
      >
        {(control) => (
          <input
            {...control}
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-stage`} label={t('admin.desk.stage_label')} errors={[]}>
        {(control) => (
          <select {...control} value={stage} onChange={(e) => setStage(e.target.value)}>
            <option value="">{t('admin.desk.any')}</option>
            {DESK_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.desk.stages.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-waiting`} label={t('admin.desk.waiting_label')} errors={[]}>
        {(control) => (
          <select {...control} value={waiting} onChange={(e) => setWaiting(e.target.value)}>
            <option value="">{t('admin.desk.any')}</option>
            {WAITING_ON.map((w) => (
              <option key={w} value={w}>
                {t(`admin.desk.waiting_on.${w}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="claim-desk__filter-actions">
        <button type="submit" className="button button--primary">
          {t('admin.desk.filter')}
        </button>
        {filtered ? (
          <button type="button" className="button" onClick={() => onFilter({ page: 1 })}>
            {t('admin.desk.reset')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
