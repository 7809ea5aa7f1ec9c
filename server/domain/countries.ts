/**
 * ISO 3166-1 alpha-2 codes of the countries as OpenFlights names them: the English region names
 * of Intl.DisplayNames, plus the data set's older or other spellings. Unknown (e.g. the dissolved
 * Netherlands Antilles): null.
 */
const OTHER_SPELLINGS: Record<string, string> = {
  Turkey: 'TR',
  'Czech Republic': 'CZ',
  Burma: 'MM',
  Myanmar: 'MM',
  'Congo (Kinshasa)': 'CD',
  'Democratic Republic of the Congo': 'CD',
  'Democratic Republic of Congo': 'CD',
  'Congo (Brazzaville)': 'CG',
  'Republic of the Congo': 'CG',
  'Hong Kong': 'HK',
  Macau: 'MO',
  'Ivory Coast': 'CI',
  "Cote d'Ivoire": 'CI',
  Reunion: 'RE',
  'Turks and Caicos Islands': 'TC',
  'Sao Tome and Principe': 'ST',
  'Bosnia and Herzegovina': 'BA',
  Swaziland: 'SZ',
  'Saint Vincent and the Grenadines': 'VC',
  'Antigua and Barbuda': 'AG',
  'Saint Lucia': 'LC',
  'Saint Kitts and Nevis': 'KN',
  'Trinidad and Tobago': 'TT',
  Svalbard: 'SJ',
  'East Timor': 'TL',
  Macedonia: 'MK',
  'Saint Pierre and Miquelon': 'PM',
  'Wallis and Futuna': 'WF',
};

let byName: Map<string, string> | null = null;

function names(): Map<string, string> {
  if (byName) return byName;
  const display = new Intl.DisplayNames('en', { type: 'region' });
  byName = new Map(Object.entries(OTHER_SPELLINGS));
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      // Deprecated codes (DD, ZR, UK) name today's country under another code: skip them.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = display.of(code);
      if (name && name !== code && !byName.has(name)) byName.set(name, code);
    }
  return byName;
}

export const countryCode = (name: string): string | null => names().get(name) ?? null;
