import { useQuery, useQueryClient } from '@tanstack/react-query';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewTemplate } from '../../../../contract';
import { createTemplate, removeTemplate, templatesQuery } from '../../../api/templates';
import { errorsFor, Field, SubmitButton, type Errors } from '../../../ui/form';

type Kind = 'passenger' | 'bank_account';
const FIELDS: Record<Kind, string[]> = {
  passenger: ['first_name', 'last_name', 'email'],
  bank_account: ['holder', 'iban'],
};
const empty = (kind: Kind) => Object.fromEntries(FIELDS[kind].map((f) => [f, ''])) as Record<string, string>;

function clientErrors(kind: Kind, v: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const f of FIELDS[kind]) if (f !== 'email' && !v[f]?.trim()) errors[f] = ['required'];
  if (kind === 'passenger' && v.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.email))
    errors.email = ['wrong_email'];
  if (kind === 'bank_account' && v.iban && !isValidIBAN(electronicFormatIBAN(v.iban) ?? ''))
    errors.iban = ['invalid_value'];
  return errors;
}

function AddForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(empty(kind));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const local = clientErrors(kind, value);
    setErrors(local);
    if (Object.keys(local).length) return;
    const body: NewTemplate =
      kind === 'passenger'
        ? {
            kind,
            first_name: value.first_name!.trim(),
            last_name: value.last_name!.trim(),
            email: value.email!.trim() || null,
          }
        : { kind, holder: value.holder!.trim(), iban: value.iban! };
    setBusy(true);
    try {
      const res = await createTemplate(queryClient, body).catch(() => null);
      if (res?.ok === false) setErrors(res.refused.errors);
      if (res?.ok) setValue(empty(kind));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      className="template-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {FIELDS[kind].map((f) => (
        <Field key={f} id={`tpl-${kind}-${f}`} label={t(`templates.${f}`)} errors={errorsFor(errors, f)}>
          {(aria) => (
            <input
              {...aria}
              type={f === 'email' ? 'email' : 'text'}
              value={value[f] ?? ''}
              onChange={(e) => setValue({ ...value, [f]: e.target.value })}
            />
          )}
        </Field>
      ))}
      <SubmitButton busy={busy}>{t(`templates.add_${kind}`)}</SubmitButton>
    </form>
  );
}

/** Saved passengers and bank accounts (GET/POST/DELETE /templates) that prefill a new claim. */
export default function TemplatesPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const items = useQuery(templatesQuery()).data ?? [];
  const remove = (id: number) => removeTemplate(queryClient, id).catch(() => undefined);
  return (
    <div className="templates">
      {(['passenger', 'bank_account'] as const).map((kind) => {
        const mine = items.filter((i) => i.kind === kind);
        return (
          <section key={kind} aria-labelledby={`tpl-${kind}-title`} className="templates__group">
            <h2 id={`tpl-${kind}-title`}>{t(`templates.title_${kind}`)}</h2>
            {mine.length === 0 ? <p className="empty">{t(`templates.empty_${kind}`)}</p> : null}
            <ul className="templates__list">
              {mine.map((i) => {
                const text =
                  i.kind === 'passenger'
                    ? `${i.first_name} ${i.last_name}${i.email ? ` (${i.email})` : ''}`
                    : `${i.holder}: ${friendlyFormatIBAN(i.iban) ?? i.iban}`;
                return (
                  <li key={i.id}>
                    <span>{text}</span>{' '}
                    <button type="button" className="button" onClick={() => void remove(i.id)}>
                      {t('templates.delete', { name: text })}
                    </button>
                  </li>
                );
              })}
            </ul>
            <AddForm kind={kind} />
          </section>
        );
      })}
    </div>
  );
}
