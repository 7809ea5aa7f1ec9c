import { describe, expect, it } from 'vitest';
import { formatMoney, type Settlement } from '../../../contract';
import { pdfPageTexts } from '../signatures/pdf-text';
import { statementPdf } from './statement-pdf';
import { STATEMENT_TEXTS } from './statement-texts';

const settlement: Omit<Settlement, 'statements'> = {
  case_number: 'FP-2026-000001',
  fee_rate: 2_500,
  vat_rate: 1_900,
  rounding: 'half_up_per_passenger',
};
const statement = (name: string, holder: string) => ({
  passenger_id: 1,
  name,
  compensation: 60_000,
  fee: 15_000,
  vat: 2_850,
  fee_total: 17_850,
  net_payout: 42_150,
  account: { holder, iban_masked: 'PL** **** **** **** 1234' },
  paid_on: '2026-03-11',
});

describe('the settlement statement in every EU script', () => {
  it.each(['Γιώργος Παπαδόπουλος', 'Дмитрий Иванов', 'Łukasz Wałęsa'])(
    '%s: the name and the account holder read back exactly',
    async (name) => {
      const pdf = await statementPdf(settlement, statement(name, name), 'fr_FR');
      const lines = (await pdfPageTexts(pdf))[0]?.split('\n') ?? [];
      const t = STATEMENT_TEXTS.fr_FR;
      expect(lines).toEqual(
        expect.arrayContaining([t.passenger, name, t.account, `${name}, PL** **** **** **** 1234`]),
      );
      // The French amount's narrow no-break space is printed as it is formatted.
      expect(lines).toContain(formatMoney(42_150, 'fr_FR'));
    },
  );
});
