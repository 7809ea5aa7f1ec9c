import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type {
  PayoutAccountInput,
  PayoutFieldErrors,
} from '../../../machines/payout-details/payout-details.machine';

/**
 * The form's own check, the server's rule (server/domain/payout/payout-details.ts checkAccount):
 * a holder, an IBAN whose checksum holds (as the saved bank-account templates check it), a BIC
 * of the right form where given, and one for an IBAN outside SEPA.
 */
export function checkAccountInput(a: PayoutAccountInput): PayoutFieldErrors {
  const errors: PayoutFieldErrors = {};
  const iban = electronicFormatIBAN(a.iban) ?? '';
  const bic = a.bic.replace(/\s+/g, '').toUpperCase();
  if (!a.holder.trim()) errors.holder = ['required'];
  if (!a.iban.trim()) errors.iban = ['required'];
  else if (!isValidIBAN(iban)) errors.iban = ['invalid_value'];
  if (bic && !isValidBIC(bic)) errors.bic = ['invalid_value'];
  else if (!bic && isValidIBAN(iban) && !isSEPACountry(iban.slice(0, 2))) errors.bic = ['bic_required'];
  return errors;
}
