export {
  checkSchema,
  errorsFor,
  focusFirstInvalid,
  keyMatches,
  otherErrors,
  stripPrefix,
  type Errors,
} from './errors';
export { Field, FieldError, FormAlert, type FieldControl } from './field';
export { PasswordForm } from './password-form';
