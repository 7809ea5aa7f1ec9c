import type { EstimateSource } from '../../contract';

/**
 * Where the regulation applies, as OpenFlights names countries: the EU member states with their
 * outermost regions (Art. 349 TFEU: Canary Islands, Madeira and Azores are filed under Spain and
 * Portugal; the French ones by their own names), plus Iceland and Norway (EEA Agreement) and
 * Switzerland (EU–Swiss Air Transport Agreement). Not: the United Kingdom, Gibraltar, the Faroe
 * Islands, Greenland, nor the territories of OUTSIDE_TERRITORIES.
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

/** Territories of a member state (as the data set files their airports) where the regulation does not apply. */
export const TERRITORIES = ['saint_barthelemy', 'northern_cyprus', 'svalbard'] as const;
export type Territory = (typeof TERRITORIES)[number];

/**
 * Airports filed under a country of the region that lie where EU (or EEA) law does not apply,
 * with the act that says so:
 * - Saint-Barthélemy (SBH, filed under France): an overseas country and territory, no longer an
 *   outermost region, since 1 January 2012 (European Council Decision 2010/718/EU);
 * - Ercan (ECN, filed under Cyprus): the acquis is suspended in the areas where the Government of
 *   the Republic of Cyprus does not exercise effective control (Protocol No 10 to the 2003 Act
 *   of Accession, Art. 1(1));
 * - Longyearbyen (LYR, filed under Norway): the EEA Agreement does not apply to Svalbard
 *   (Protocol 40 to the EEA Agreement).
 */
export const OUTSIDE_TERRITORIES: Readonly<Record<string, { territory: Territory; source: EstimateSource }>> =
  {
    SBH: { territory: 'saint_barthelemy', source: 'decision_2010_718' },
    ECN: { territory: 'northern_cyprus', source: 'protocol_10_cyprus' },
    LYR: { territory: 'svalbard', source: 'eea_protocol_40' },
  };

/** Whether an airport lies where the regulation applies: its country, unless its territory is excluded. */
export const airportInRegion = (place: { code: string; country: string }) =>
  !OUTSIDE_TERRITORIES[place.code] && inRegion(place.country);
