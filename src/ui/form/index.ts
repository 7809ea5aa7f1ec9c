export {
  checkSchema,
  emailProblem,
  errorsFor,
  focusFirstInvalid,
  keyMatches,
  otherErrors,
  stripPrefix,
  type Errors,
} from './errors';
export { Field, FieldError, FormAlert, SubmitButton, type FieldControl } from './field';
export { PasswordForm } from './password-form';
export { CodeField, EmailField, TextField, type TextFieldProps } from './text-field';
