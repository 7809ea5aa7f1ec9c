import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addIssues, LOCALES, UserUpdate, type Locale, type User } from '../../../contract';
import { updateProfile } from '../../api/user';
import { setLocale } from '../../lib/i18n';
import { useSessionActor } from '../../session/session-context';
import { errorsFor, Field, focusFirstInvalid, SubmitButton, TextField, type Errors } from '../../ui/form';

type Profile = {
  first_name: string;
  last_name: string;
  salutation: 'male' | 'female' | null;
  language: Locale;
};

/** Name, salutation and language of the signed-in user (POST /user/{id}). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const session = useSessionActor();
  const [value, setValue] = useState<Profile>({
    first_name: user.first_name,
    last_name: user.last_name,
    salutation: user.salutation,
    language: user.language,
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (body: Profile) => updateProfile(user.id, body),
    onSuccess: async (res) => {
      if (!res.ok) return setErrors(res.refused.errors);
      setErrors({});
      await setLocale(res.value.language);
      session.send({ type: 'RECHECK' }); // the header shows the new name
    },
  });
  // The contract's own check first: a blank name never reaches the server (which refuses it with 422).
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = UserUpdate.safeParse(value);
    if (!checked.success) {
      save.reset(); // no earlier 'Update successful!' beside a refused form
      const found = addIssues({}, checked.error.issues, { input: value });
      setErrors(found);
      return focusFirstInvalid(found, ['first_name', 'last_name'], (name) => `profile-${name}`);
    }
    setErrors({});
    save.mutate(checked.data);
  };
  const text = (name: 'first_name' | 'last_name', autoComplete: string) => (
    <TextField
      id={`profile-${name}`}
      label={t(`account.${name}`)}
      errors={errorsFor(errors, name)}
      autoComplete={autoComplete}
      maxLength={100}
      value={value[name]}
      onChange={(text) => setValue({ ...value, [name]: text })}
    />
  );
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('account.profile_title')}</h2>
      {save.data?.ok && !save.isPending ? <p role="status">{t('success.update_successful')}</p> : null}
      <fieldset className="field">
        <legend>{t('account.salutation')}</legend>
        {(['female', 'male'] as const).map((s) => (
          <label key={s} className="choice">
            <input
              type="radio"
              name="salutation"
              value={s}
              checked={value.salutation === s}
              onChange={() => setValue({ ...value, salutation: s })}
            />
            {t(`account.salutation_${s}`)}
          </label>
        ))}
      </fieldset>
      {text('first_name', 'given-name')}
      {text('last_name', 'family-name')}
      <Field id="profile-language" label={t('common.language')} errors={errorsFor(errors, 'language')}>
        {(control) => (
          <select
            {...control}
            value={value.language}
            onChange={(e) => setValue({ ...value, language: e.target.value as Locale })}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`account.languages.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubmitButton busy={save.isPending}>{t('account.save_profile')}</SubmitButton>
    </form>
  );
}
