import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { cspSafeValidator } from './csp-safe-validator';

export type SettingsFormProps = {
  schema: Record<string, unknown>;
  value: unknown;
  /** 422 field errors of the last save, keyed `<prefix>.<path>` with MessageCodes. */
  errors: Record<string, string[]>;
  /** The prefix of the server's error keys (`settings`, `Tracking.settings`). */
  errorPrefix: string;
  busy: boolean;
  /** Prefix of the generated input ids (two forms on one page must not share ids). */
  idPrefix: string;
  onSave: (value: unknown) => void;
};

/** Server field errors as rjsf's error schema (`settings.items.0.title` → items[0].title.__errors). */
function toErrorSchema(
  errors: Record<string, string[]>,
  prefix: string,
  t: (k: string) => string,
): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [key, codes] of Object.entries(errors)) {
    const path =
      key === prefix ? [] : key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1).split('.') : null;
    if (!path) continue;
    let node = root;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = codes.map((c) => t(`api.${c}`));
  }
  return root as ErrorSchema;
}

/** A form generated from a JSON Schema (@rjsf/core). Loaded lazily: only admins download it. */
export default function SettingsForm({
  schema,
  value,
  errors,
  errorPrefix,
  busy,
  idPrefix,
  onSave,
}: SettingsFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      schema={schema as RJSFSchema}
      formData={value}
      validator={cspSafeValidator}
      idPrefix={idPrefix}
      noHtml5Validate
      showErrorList={false}
      extraErrors={toErrorSchema(errors, errorPrefix, t)}
      disabled={busy}
      uiSchema={{ 'ui:submitButtonOptions': { submitText: t('admin.settings.save') } }}
      onSubmit={({ formData }) => onSave(formData)}
    />
  );
}
