import type { EstimateStepCode } from '../../contract';
import { delay, leg, type WorkedCase } from './eu261.case-helpers';

/**
 * Worked cases of round trips and open jaws (Schenkel C-173/07: out and back are two flights, even
 * booked together) and of the territories of member states where the regulation does not apply.
 * Distances (great circle, OpenFlights coordinates): FRA–DXB 4,845 km; DXB–MUC 4,564; LYR–OSL
 * 2,013; ECN–IST 766; SBH–SXM 33.
 */

const PAID: EstimateStepCode[] = ['reason_none', 'distance', 'amount'];
const LATE: EstimateStepCode[] = ['delay_final_arrival', 'delay_3h_or_more'];
const FRA_DXB_FRA = [leg('FRA', 'DXB', 'EK'), leg('DXB', 'FRA', 'EK')];
const FRA_DXB_MUC = [leg('FRA', 'DXB', 'EK'), leg('DXB', 'MUC', 'EK')];

export const JOURNEY_AND_TERRITORY_CASES: WorkedCase[] = [
  // Round trips and open jaws: Schenkel
  {
    name: 'Schenkel: Frankfurt–Dubai–Frankfurt on Emirates, the return 5 h late: not covered',
    source:
      'Schenkel C-173/07: the return Dubai–Frankfurt is a flight of its own; Art. 3(1)(b): arrival in the EU on a carrier not licensed in the EU',
    input: delay(FRA_DXB_FRA, 300, { disrupted_leg: 1 }),
    amount: 0,
    steps: ['journey_split', 'scope_outside'],
  },
  {
    name: 'Schenkel: Frankfurt–Dubai–Frankfurt on Emirates, the outbound 5 h late: €600 over 4,845 km',
    source:
      'Schenkel C-173/07: the outbound Frankfurt–Dubai is a flight of its own; Art. 3(1)(a); Art. 7(1)(c): over 3,500 km',
    input: delay(FRA_DXB_FRA, 300, { disrupted_leg: 0 }),
    amount: 60000,
    steps: ['journey_split', 'scope_departure', ...LATE, ...PAID],
    about_km: 4845,
  },
  {
    name: 'Schenkel: Frankfurt–Dubai–Frankfurt, the return on Lufthansa 5 h late: €600',
    source: 'Schenkel C-173/07; Art. 3(1)(b): arrival in the EU on a Community carrier; Art. 7(1)(c)',
    input: delay([leg('FRA', 'DXB', 'LH'), leg('DXB', 'FRA', 'LH')], 300, { disrupted_leg: 1 }),
    amount: 60000,
    steps: ['journey_split', 'scope_arrival_carrier', ...LATE, ...PAID],
    about_km: 4845,
  },
  {
    name: 'open jaw Frankfurt–Dubai–Munich on Emirates, the outbound 5 h late: €600 over 4,845 km, not 300 km',
    source:
      'Schenkel C-173/07: Frankfurt–Dubai and Dubai–Munich are two flights; Art. 3(1)(a); Art. 7(1)(c), Art. 7(4)',
    input: delay(FRA_DXB_MUC, 300, { disrupted_leg: 0 }),
    amount: 60000,
    steps: ['journey_split', 'scope_departure', ...LATE, ...PAID],
    about_km: 4845,
  },
  {
    name: 'open jaw Frankfurt–Dubai–Munich on Emirates, the return 5 h late: not covered',
    source: 'Schenkel C-173/07; Art. 3(1)(b): arrival in the EU on a carrier not licensed in the EU',
    input: delay(FRA_DXB_MUC, 300, { disrupted_leg: 1 }),
    amount: 0,
    steps: ['journey_split', 'scope_outside'],
  },
  // Territories where the regulation does not apply
  {
    name: 'Saint-Barthélemy–Sint Maarten on Winair, 4 h late: not covered',
    source:
      'European Council Decision 2010/718/EU: Saint-Barthélemy left the EU on 1 January 2012; Art. 3(1)(a) and (b)',
    input: delay([leg('SBH', 'SXM', 'WM')], 240),
    amount: 0,
    steps: ['territory_outside', 'scope_outside'],
  },
  {
    name: 'Ercan (northern Cyprus)–Istanbul on Turkish Airlines, 5 h late: not covered',
    source:
      'Protocol No 10 on Cyprus to the 2003 Act of Accession, Art. 1(1): EU law suspended in northern Cyprus; Art. 3(1)(a) and (b)',
    input: delay([leg('ECN', 'IST', 'TK')], 300),
    amount: 0,
    steps: ['territory_outside', 'scope_outside'],
  },
  {
    name: 'Longyearbyen (Svalbard)–Oslo on a UK airline, 4 h late: not covered',
    source: 'Protocol 40 to the EEA Agreement: not applicable to Svalbard; Art. 3(1)(a) and (b)',
    input: delay([leg('LYR', 'OSL', 'BA')], 240),
    amount: 0,
    steps: ['territory_outside', 'scope_outside'],
  },
  {
    name: 'Longyearbyen (Svalbard)–Oslo on Norwegian, 4 h late: covered as an arrival in Norway, €400',
    source:
      'Protocol 40 to the EEA Agreement; Art. 3(1)(b): arrival in the EEA on a carrier licensed there; Art. 7(1)(b): 1,500–3,500 km',
    input: delay([leg('LYR', 'OSL', 'DY')], 240),
    amount: 40000,
    steps: ['territory_outside', 'scope_arrival_carrier', ...LATE, ...PAID],
    about_km: 2013,
  },
];
