import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

export type TextFieldProps = InputAttributes & {
  id: string;
  label: string;
  /** MessageCodes (or full i18n keys) shown below the input. */
  errors: readonly string[];
  hint?: string;
  describedBy?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A Field holding one input whose value the caller keeps; other props go onto the input. */
export function TextField({
  id,
  label,
  errors,
  hint,
  describedBy,
  value,
  onChange,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} errors={errors} hint={hint} describedBy={describedBy}>
      {(control) => (
        <input {...control} {...input} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** An e-mail address: the e-mail keyboard, no spell checking. */
export function EmailField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'spellCheck'> & { autoComplete: string },
) {
  return <TextField {...props} type="email" inputMode="email" spellCheck={false} />;
}

/** A code mailed or shown to the user: the number keyboard, filled from a one-time code. */
export function CodeField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete'> & { maxLength: number }) {
  return <TextField {...props} inputMode="numeric" autoComplete="one-time-code" />;
}
