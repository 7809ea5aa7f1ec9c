import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IdParam, type AuditEntry } from '../../../contract';
import { auditLogQuery } from '../../api/audit';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { Field } from '../../ui/form';
import { Pager } from '../../ui/pager';
import './audit-log.css';

/** The translation keys of an event and an outcome name (every AUDIT_EVENTS / AUDIT_OUTCOMES value has one). */
export const auditEventKey = (event: string) => `admin.audit.events.${event}`;
export const auditOutcomeKey = (outcome: string) => `admin.audit.outcomes.${outcome}`;

/** The page's address: `?page=2&user_id=7` (page 1 and no filter are left out). */
export type AuditSearch = { page?: number | undefined; user_id?: number | undefined };

type Props = {
  page: number;
  user_id?: number | undefined;
  /** Another page or filter: the route puts it in the address (bookmarkable, Back works). */
  onSearch: (search: AuditSearch) => void;
};

/**
 * Admin: the audit log (GET /admin/audit_log) as a table, newest first, 50 a page, optionally
 * filtered by one user id. The table scrolls inside its own region on narrow screens.
 */
export function AuditLog({ page, user_id, onSearch }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const log = useQuery({ ...auditLogQuery({ page, user_id }), placeholderData: keepPreviousData });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const captionId = `${id}-caption`;
  const name = (key: string, raw: string) => t(key, { defaultValue: raw });

  return (
    <div className="audit-log">
      <UserFilter user_id={user_id} onFilter={(user) => onSearch({ user_id: user })} />
      <div aria-live="polite" aria-busy={log.isFetching}>
        {log.isPending ? <p className="muted">{t('admin.audit.loading')}</p> : null}
        {log.isError && !data ? (
          <div className="notice" role="alert">
            <p>{t('admin.audit.failed')}</p>
            <button type="button" className="button" onClick={() => void log.refetch()}>
              {t('admin.audit.retry')}
            </button>
          </div>
        ) : null}
        {data && data.entries.length === 0 ? (
          <p className="empty">
            {user_id === undefined ? t('admin.audit.empty') : t('admin.audit.empty_user', { user: user_id })}
          </p>
        ) : null}
      </div>
      {data && data.entries.length > 0 ? (
        <div className="audit-log__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="audit-log__table">
            <caption id={captionId}>
              {user_id === undefined
                ? t('admin.audit.caption', { page: data.page, pages, total: data.total })
                : t('admin.audit.caption_user', { user: user_id, page: data.page, pages, total: data.total })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.col_time')}</th>
                <th scope="col">{t('admin.audit.col_event')}</th>
                <th scope="col">{t('admin.audit.col_outcome')}</th>
                <th scope="col">{t('admin.audit.col_user')}</th>
                <th scope="col">{t('admin.audit.col_actor')}</th>
                <th scope="col">{t('admin.audit.col_ip')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{formatDateTime(e.at, locale)}</time>
                  </td>
                  <td>{name(auditEventKey(e.event), e.event)}</td>
                  <td className={`audit-log__outcome audit-log__outcome--${e.outcome}`}>
                    {name(auditOutcomeKey(e.outcome), e.outcome)}
                  </td>
                  <td>
                    <UserCell entry={e} filtered={user_id !== undefined} />
                  </td>
                  <td>{e.actor_id === null ? t('admin.audit.none') : `#${e.actor_id}`}</td>
                  <td className="audit-log__ip">{e.ip ?? t('admin.audit.none')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager
        page={page}
        pages={pages}
        label={t('admin.audit.pages')}
        onPage={(to) => onSearch({ page: to, user_id })}
      />
    </div>
  );
}

/** The account concerned: its id (a link to only its entries) and the address used. */
function UserCell({ entry, filtered }: { entry: AuditEntry; filtered: boolean }) {
  const { t } = useTranslation();
  const user = entry.user_id;
  return (
    <>
      {user === null ? (
        <span className="muted">{t('admin.audit.unknown_user')}</span>
      ) : filtered ? (
        `#${user}`
      ) : (
        <Link
          to="/admin/audit_log"
          search={{ user_id: user }}
          aria-label={t('admin.audit.by_user', { user })}
        >{`#${user}`}</Link>
      )}
      {entry.email ? <span className="audit-log__email">{entry.email}</span> : null}
    </>
  );
}

/** The user-id filter: a whole number from 1 (the contract's IdParam), or empty for all entries. */
function UserFilter({
  user_id,
  onFilter,
}: {
  user_id?: number | undefined;
  onFilter: (user?: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(user_id === undefined ? '' : String(user_id));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(user_id === undefined ? '' : String(user_id)), [user_id]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return onFilter(undefined);
    const parsed = /^\d+$/.test(trimmed) ? IdParam.safeParse(trimmed) : null;
    setInvalid(!parsed?.success);
    if (parsed?.success) onFilter(parsed.data);
  };
  return (
    <form className="audit-log__filter" role="search" onSubmit={submit} noValidate>
      <Field
        id={`${id}-user`}
        label={t('admin.audit.filter_label')}
        hint={t('admin.audit.filter_hint')}
        errors={invalid ? ['admin.audit.filter_invalid'] : []}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setInvalid(false);
            }}
          />
        )}
      </Field>
      <div className="audit-log__filter-actions">
        <button type="submit" className="button">
          {t('admin.audit.filter')}
        </button>
        {user_id !== undefined ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setInvalid(false);
              onFilter(undefined);
            }}
          >
            {t('admin.audit.show_all')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
