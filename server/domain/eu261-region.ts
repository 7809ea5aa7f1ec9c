/**
 * Where the regulation applies, as OpenFlights names countries: the EU member states with their
 * outermost regions (Art. 349 TFEU: Canary Islands, Madeira and Azores are filed under Spain and
 * Portugal; the French ones by their own names), plus Iceland and Norway (EEA Agreement) and
 * Switzerland (EU–Swiss Air Transport Agreement). Not: the United Kingdom, Gibraltar, the Faroe
 * Islands, Greenland.
 */
export const REGION_COUNTRIES: ReadonlySet<string> = new Set([
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Reunion',
  'Guadeloupe',
  'Martinique',
  'French Guiana',
  'Mayotte',
  'Iceland',
  'Norway',
  'Switzerland',
]);
export const inRegion = (country: string) => REGION_COUNTRIES.has(country);
