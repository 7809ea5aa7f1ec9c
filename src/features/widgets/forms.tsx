import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodIssue } from 'zod';

/** Field errors keyed by dotted path (`flight.flight_number`, `passengers.0.email`); values are MessageCodes. */
export type Errors = Record<string, string[]>;

/** A 422 `errors` map with `prefix.` removed from its keys (e.g. `claim.` for the create-claim payload). */
export function stripPrefix(errors: Errors, prefix: string): Errors {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k.startsWith(`${prefix}.`) ? k.slice(prefix.length + 1) : k, v]),
  );
}

/** The messages for one field; keys with `*` match any array index (SPEC §5 wildcard keys). */
export function errorsFor(errors: Errors, name: string): string[] {
  return Object.entries(errors).flatMap(([key, codes]) => {
    const pattern = new RegExp(
      `^${key
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\d+')}$`,
    );
    return pattern.test(name) ? codes : [];
  });
}

/** zod issues (client-side checks of the contract's schemas) as MessageCodes per field. */
export function issuesToErrors(issues: ZodIssue[], prefix = ''): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path].filter((p) => p !== '').join('.');
    const code =
      issue.code === 'too_small' && issue.type === 'string'
        ? 'required'
        : issue.code === 'invalid_string' && issue.validation === 'email'
          ? 'wrong_email'
          : 'invalid_value';
    (errors[key] ??= []).push(code);
  }
  return errors;
}

type FieldProps = {
  id: string;
  label: string;
  errors: string[];
  hint?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

/** A labelled control with its hint and translated, joined error messages (SPEC §5). */
export function Field({ id, label, errors, hint, children }: FieldProps) {
  const { t } = useTranslation();
  const described = [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${errors.length ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': errors.length > 0,
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {errors.length ? (
        <p id={`${id}-error`} className="field__error">
          {[...new Set(errors)].map((code) => t(`api.${code}`)).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
