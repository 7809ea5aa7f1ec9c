import type { Locale } from '../../contract';
import { de } from './texts/de';
import { en } from './texts/en';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { nl } from './texts/nl';
import type { Catalogue } from './texts/types';

export type { ClaimEventTemplate, MailTemplate, MailText, NoticeTemplate } from './texts/types';

/** The server's texts (mails and notices), per locale. Add a template to every locale. */
export const MAIL_CATALOGUE: Record<Locale, Catalogue> = {
  en_GB: en,
  de_DE: de,
  fr_FR: fr,
  it_IT: it,
  nl_NL: nl,
};
