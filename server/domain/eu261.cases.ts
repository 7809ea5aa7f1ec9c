import type { EstimateStepCode } from '../../contract';
import { cancelled, delay, denied, leg, type WorkedCase } from './eu261.case-helpers';
import { JOURNEY_AND_TERRITORY_CASES } from './eu261.cases-journeys';

/**
 * The worked cases of the EU 261 estimate: each answer follows from Regulation (EC)
 * 261/2004 or a judgment of the Court of Justice, cited in `source` (never from the
 * implementation). Run against the rules (eu261.test.ts) and through the API
 * (server/routes/estimate.test.ts).
 */

export { cancelled, delay, denied, leg, type WorkedCase } from './eu261.case-helpers';

// Distances (great circle, OpenFlights coordinates), each well inside its Art. 7(1) band:
// MUC–BCN 1,095 km; FRA–LIS 1,872; FRA–CAI 2,923 (Egypt); FRA–JFK 6,188; CDG–RUN 9,369
// (Réunion, an outermost region of the EU); FCO–HAM 1,326; TXL–AGA 3,087 (Morocco);
// BRE–ASU 10,788 (Paraguay); SZG–CGN 545; YYZ–FRA 6,343; KEF–CPH 2,144; JFK–ZRH 6,309.
export const MUC_BCN = [leg('MUC', 'BCN', 'LH')];
export const FRA_LIS = [leg('FRA', 'LIS', 'LH')];
export const FRA_JFK = [leg('FRA', 'JFK', 'LH')];

const DELAY_OK: EstimateStepCode[] = ['scope_departure', 'delay_final_arrival', 'delay_3h_or_more'];
const PAID: EstimateStepCode[] = ['reason_none', 'distance', 'amount'];

const RULE_CASES: WorkedCase[] = [
  // Scope, Art. 3(1)
  {
    name: 'departure from the EU on a non-EU airline is covered',
    source: 'Art. 3(1)(a); Art. 7(1)(c): over 3,500 km, not within the EU: €600',
    input: delay([leg('FRA', 'JFK', 'UA')], 300),
    amount: 60000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'arrival in the EU on an EU airline is covered',
    source: 'Art. 3(1)(b); Art. 7(1)(c)',
    input: delay([leg('JFK', 'FRA', 'LH')], 300),
    amount: 60000,
    steps: ['scope_arrival_carrier', 'delay_final_arrival', 'delay_3h_or_more', ...PAID],
  },
  {
    name: 'arrival in the EU on a non-EU airline is not covered',
    source: 'Art. 3(1)(b): only a Community carrier',
    input: delay([leg('JFK', 'FRA', 'UA')], 300),
    amount: 0,
    steps: ['scope_outside'],
  },
  {
    name: 'arrival in the EU on a Gulf airline is not covered',
    source: 'Art. 3(1)(b)',
    input: delay([leg('DXB', 'FRA', 'EK')], 600),
    amount: 0,
    steps: ['scope_outside'],
  },
  {
    name: 'the United Kingdom is outside since its withdrawal: London–New York',
    source: 'Art. 3(1)(a) and (b): neither departure nor arrival in the EU',
    input: delay([leg('LHR', 'JFK', 'BA')], 300),
    amount: 0,
    steps: ['scope_outside'],
  },
  {
    name: 'London–Frankfurt on a UK airline is not covered',
    source: 'Art. 3(1)(b): departure outside the EU, carrier not licensed in the EU',
    input: delay([leg('LHR', 'FRA', 'BA')], 300),
    amount: 0,
    steps: ['scope_outside'],
  },
  {
    name: 'London–Frankfurt on an EU airline is covered: €250 up to 1,500 km',
    source: 'Art. 3(1)(b); Art. 7(1)(a)',
    input: delay([leg('LHR', 'FRA', 'LH')], 300),
    amount: 25000,
    steps: ['scope_arrival_carrier', 'delay_final_arrival', 'delay_3h_or_more', ...PAID],
  },
  {
    name: 'departure from Iceland is covered (EEA), Reykjavík–Copenhagen €400',
    source: 'Art. 3(1)(a) with the EEA Agreement; Art. 7(1)(b): within the area, over 1,500 km',
    input: delay([leg('KEF', 'CPH', 'FI')], 240),
    amount: 40000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'arrival in Switzerland on a Swiss airline is covered',
    source: 'Art. 3(1)(b) with the EU–Swiss Air Transport Agreement; Art. 7(1)(c)',
    input: delay([leg('JFK', 'ZRH', 'LX')], 300),
    amount: 60000,
    steps: ['scope_arrival_carrier', 'delay_final_arrival', 'delay_3h_or_more', ...PAID],
  },
  // Amount, Art. 7(1)
  {
    name: 'up to 1,500 km: €250',
    source: 'Art. 7(1)(a)',
    input: delay(MUC_BCN, 300),
    amount: 25000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'within the EU over 1,500 km: €400',
    source: 'Art. 7(1)(b)',
    input: delay(FRA_LIS, 300),
    amount: 40000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'within the EU over 3,500 km (Paris–Réunion): still €400',
    source: 'Art. 7(1)(b): all intra-Community flights over 1,500 km',
    input: delay([leg('CDG', 'RUN', 'AF')], 300),
    amount: 40000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'leaving the EU, 1,500–3,500 km (Frankfurt–Cairo): €400',
    source: 'Art. 7(1)(b)',
    input: delay([leg('FRA', 'CAI', 'LH')], 300),
    amount: 40000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'leaving the EU, over 3,500 km: €600',
    source: 'Art. 7(1)(c)',
    input: delay(FRA_JFK, 300),
    amount: 60000,
    steps: [...DELAY_OK, ...PAID],
  },
  // Connections: Bossen, Folkerts, Wegener
  {
    name: 'Bossen: Rome–Brussels–Hamburg, flown 1,650 km, great circle 1,326 km: €250',
    source: 'Bossen C-559/16: the great-circle distance first departure → final destination',
    input: delay([leg('FCO', 'BRU', 'SN'), leg('BRU', 'HAM', 'SN')], 210),
    amount: 25000,
    steps: ['connection', ...DELAY_OK, ...PAID],
  },
  {
    name: 'Folkerts: Bremen–Paris–São Paulo–Asunción, 11 h late at the final destination: €600',
    source: 'Folkerts C-11/11: the arrival delay at the final destination counts',
    input: delay([leg('BRE', 'CDG', 'AF'), leg('CDG', 'GRU', 'AF'), leg('GRU', 'ASU', 'AF')], 660),
    amount: 60000,
    steps: ['connection', ...DELAY_OK, ...PAID],
  },
  {
    name: 'Folkerts: a late first flight, but under 3 h late at the final destination: nothing',
    source: 'Folkerts C-11/11; Sturgeon C-402/07',
    input: delay([leg('FRA', 'CDG', 'AF'), leg('CDG', 'JFK', 'AF')], 150),
    amount: 0,
    steps: ['connection', 'scope_departure', 'delay_final_arrival', 'delay_under_3h'],
  },
  {
    name: 'Wegener: Berlin–Casablanca–Agadir on Royal Air Maroc, one booking: covered, €400',
    source: 'Wegener C-537/17; Art. 3(1)(a); Art. 7(1)(b): 1,500–3,500 km',
    input: delay([leg('TXL', 'CMN', 'AT'), leg('CMN', 'AGA', 'AT')], 240, { disrupted_leg: 1 }),
    amount: 40000,
    steps: ['connection', ...DELAY_OK, ...PAID],
  },
  {
    name: 'New York–London–Frankfurt, the EU airline’s second flight late: covered',
    source: 'Art. 3(1)(b): arrival in the EU on a Community carrier; Bossen C-559/16',
    input: delay([leg('JFK', 'LHR', 'BA'), leg('LHR', 'FRA', 'LH')], 300, { disrupted_leg: 1 }),
    amount: 60000,
    steps: ['connection', 'scope_arrival_carrier', 'delay_final_arrival', 'delay_3h_or_more', ...PAID],
  },
  // Delay: Sturgeon, Germanwings, Art. 7(2)
  {
    name: 'Sturgeon: Toronto–Frankfurt on Condor, 25 h late: €600',
    source: 'Sturgeon C-402/07: a delay of 3 h or more compensates like a cancellation',
    input: delay([leg('YYZ', 'FRA', 'DE')], 1500),
    amount: 60000,
    steps: ['scope_arrival_carrier', 'delay_final_arrival', 'delay_3h_or_more', ...PAID],
  },
  {
    name: 'a delay of 2 h 59 min: nothing',
    source: 'Sturgeon C-402/07',
    input: delay(MUC_BCN, 179),
    amount: 0,
    steps: ['scope_departure', 'delay_final_arrival', 'delay_under_3h'],
  },
  {
    name: 'Germanwings: touchdown 2 h 58 min late, door open 3 h 03 min late: €250',
    source: 'Germanwings C-452/13: arrival is when a door opens',
    input: delay([leg('SZG', 'CGN', '4U')], 183),
    amount: 25000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'long-haul, 3 h 30 min late: halved to €300',
    source: 'Sturgeon C-402/07 para. 63; Art. 7(2)(c)',
    input: delay(FRA_JFK, 210),
    amount: 30000,
    steps: [...DELAY_OK, ...PAID, 'reduction_delay'],
  },
  {
    name: 'long-haul, exactly 4 h late: still halved (does not exceed four hours)',
    source: 'Art. 7(2)(c); Sturgeon C-402/07 para. 63',
    input: delay(FRA_JFK, 240),
    amount: 30000,
    steps: [...DELAY_OK, ...PAID, 'reduction_delay'],
  },
  {
    name: 'long-haul, 4 h 01 min late: €600',
    source: 'Art. 7(1)(c), 7(2)(c)',
    input: delay(FRA_JFK, 241),
    amount: 60000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'within the EU over 1,500 km, 3 h 01 min late: €400 (past the 3 h of Art. 7(2)(b))',
    source: 'Art. 7(1)(b), 7(2)(b); Sturgeon C-402/07',
    input: delay(FRA_LIS, 181),
    amount: 40000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'within the EU over 1,500 km, exactly 3 h late: €400 (a delay is halved on long-haul flights only)',
    source: 'Sturgeon C-402/07 para. 63: the reduction for a delay is that of Art. 7(2)(c)',
    input: delay(FRA_LIS, 180),
    amount: 40000,
    steps: [...DELAY_OK, ...PAID],
  },
  {
    name: 'Leaving the EU, 1,500–3,500 km (Frankfurt–Cairo), 3 h late: €400, not halved',
    source: 'Art. 7(1)(b); Sturgeon C-402/07 para. 63: Art. 7(2)(c) only',
    input: delay([leg('FRA', 'CAI', 'LH')], 180),
    amount: 40000,
    steps: [...DELAY_OK, ...PAID],
  },
  // Extraordinary circumstances, Art. 5(3)
  {
    name: 'a technical fault does not excuse',
    source: 'Wallentin-Hermann C-549/07',
    input: delay(MUC_BCN, 300, { reason: 'technical_fault' }),
    amount: 25000,
    steps: [...DELAY_OK, 'reason_not_extraordinary', 'distance', 'amount'],
  },
  {
    name: 'a strike of the airline’s own staff does not excuse',
    source: 'Krüsemann C-195/17; Airhelp v SAS C-28/20',
    input: cancelled(FRA_LIS, 2, null, { reason: 'own_staff_strike' }),
    amount: 40000,
    steps: ['scope_departure', 'cancellation_no_rerouting', 'reason_not_extraordinary', 'distance', 'amount'],
  },
  {
    name: 'weather excuses',
    source: 'Art. 5(3), recital 14',
    input: delay(MUC_BCN, 300, { reason: 'weather' }),
    amount: 0,
    steps: [...DELAY_OK, 'reason_extraordinary'],
  },
  {
    name: 'an air-traffic-control restriction excuses',
    source: 'Art. 5(3), recitals 14 and 15',
    input: cancelled(MUC_BCN, 0, null, { reason: 'air_traffic_control' }),
    amount: 0,
    steps: ['scope_departure', 'cancellation_no_rerouting', 'reason_extraordinary'],
  },
  {
    name: 'a security risk excuses',
    source: 'Art. 5(3), recital 14',
    input: delay(FRA_JFK, 600, { reason: 'security' }),
    amount: 0,
    steps: [...DELAY_OK, 'reason_extraordinary'],
  },
  {
    name: 'a bird strike excuses',
    source: 'Pešková C-315/15',
    input: delay(MUC_BCN, 300, { reason: 'bird_strike' }),
    amount: 0,
    steps: [...DELAY_OK, 'reason_extraordinary'],
  },
  // Cancellation, Art. 5(1)(c), Art. 7(2)
  {
    name: 'cancelled 14 days ahead: nothing',
    source: 'Art. 5(1)(c)(i)',
    input: cancelled(FRA_JFK, 14, null),
    amount: 0,
    steps: ['scope_departure', 'cancellation_notice_14_days'],
  },
  {
    name: 'cancelled 10 days ahead, no rerouting: €400',
    source: 'Art. 5(1)(c)(ii); Art. 7(1)(b)',
    input: cancelled(FRA_LIS, 10, null),
    amount: 40000,
    steps: ['scope_departure', 'cancellation_no_rerouting', ...PAID],
  },
  {
    name: 'cancelled 10 days ahead, replacement 2 h earlier and 3 h 59 min later: nothing',
    source: 'Art. 5(1)(c)(ii): no more than 2 h before, less than 4 h after',
    input: cancelled(FRA_LIS, 10, { departed_earlier_minutes: 120, arrived_later_minutes: 239 }),
    amount: 0,
    steps: ['scope_departure', 'cancellation_rerouting_within'],
  },
  {
    name: 'cancelled 10 days ahead, replacement 4 h later: €400',
    source: 'Art. 5(1)(c)(ii); Art. 7(2)(b): 4 h exceeds 3 h',
    input: cancelled(FRA_LIS, 10, { departed_earlier_minutes: 0, arrived_later_minutes: 240 }),
    amount: 40000,
    steps: ['scope_departure', 'cancellation_rerouting_outside', ...PAID],
  },
  {
    name: 'cancelled 10 days ahead, replacement 2 h 01 min earlier, 1 h later: halved to €200',
    source: 'Art. 5(1)(c)(ii); Art. 7(2)(b)',
    input: cancelled(FRA_LIS, 10, { departed_earlier_minutes: 121, arrived_later_minutes: 60 }),
    amount: 20000,
    steps: ['scope_departure', 'cancellation_rerouting_outside', ...PAID, 'reduction_rerouting'],
  },
  {
    name: 'cancelled exactly 7 days ahead, replacement 1 h 30 min earlier and 3 h later: nothing',
    source: 'Art. 5(1)(c)(ii): told between two weeks and seven days before; within its limits',
    input: cancelled(FRA_LIS, 7, { departed_earlier_minutes: 90, arrived_later_minutes: 180 }),
    amount: 0,
    steps: ['scope_departure', 'cancellation_rerouting_within'],
  },
  {
    name: 'cancelled 6 days ahead, the same replacement: halved to €200',
    source: 'Art. 5(1)(c)(iii): less than seven days, more than 1 h earlier; Art. 7(2)(b): not over 3 h',
    input: cancelled(FRA_LIS, 6, { departed_earlier_minutes: 90, arrived_later_minutes: 180 }),
    amount: 20000,
    steps: ['scope_departure', 'cancellation_rerouting_outside', ...PAID, 'reduction_rerouting'],
  },
  {
    name: 'cancelled 13 days ahead, no replacement: €600',
    source: 'Art. 5(1)(c)(i): less than two weeks; Art. 7(1)(c)',
    input: cancelled(FRA_JFK, 13, null),
    amount: 60000,
    steps: ['scope_departure', 'cancellation_no_rerouting', ...PAID],
  },
  {
    name: 'cancelled 3 days ahead, replacement 1 h earlier and 1 h 59 min later: nothing',
    source: 'Art. 5(1)(c)(iii): no more than 1 h before, less than 2 h after',
    input: cancelled(MUC_BCN, 3, { departed_earlier_minutes: 60, arrived_later_minutes: 119 }),
    amount: 0,
    steps: ['scope_departure', 'cancellation_rerouting_within'],
  },
  {
    name: 'cancelled 3 days ahead, replacement exactly 2 h later, up to 1,500 km: halved to €125',
    source: 'Art. 5(1)(c)(iii): not less than 2 h; Art. 7(2)(a): does not exceed 2 h',
    input: cancelled(MUC_BCN, 3, { departed_earlier_minutes: 0, arrived_later_minutes: 120 }),
    amount: 12500,
    steps: ['scope_departure', 'cancellation_rerouting_outside', ...PAID, 'reduction_rerouting'],
  },
  {
    name: 'cancelled on the day, long-haul replacement 3 h 20 min later: halved to €300',
    source: 'Art. 5(1)(c)(iii); Art. 7(2)(c)',
    input: cancelled(FRA_JFK, 0, { departed_earlier_minutes: 0, arrived_later_minutes: 200 }),
    amount: 30000,
    steps: ['scope_departure', 'cancellation_rerouting_outside', ...PAID, 'reduction_rerouting'],
  },
  {
    name: 'cancelled on the day, long-haul replacement 5 h later: €600',
    source: 'Art. 5(1)(c)(iii); Art. 7(1)(c)',
    input: cancelled(FRA_JFK, 0, { departed_earlier_minutes: 0, arrived_later_minutes: 300 }),
    amount: 60000,
    steps: ['scope_departure', 'cancellation_rerouting_outside', ...PAID],
  },
  // Denied boarding, Art. 4(3)
  {
    name: 'denied boarding, no replacement: €250',
    source: 'Art. 4(3); Art. 7(1)(a)',
    input: denied(MUC_BCN),
    amount: 25000,
    steps: ['scope_departure', 'denied_boarding', 'reason_denied_boarding', 'distance', 'amount'],
  },
  {
    name: 'denied boarding, long-haul replacement 3 h later: halved to €300',
    source: 'Art. 4(3); Art. 7(2)(c)',
    input: denied(FRA_JFK, { rerouting: { departed_earlier_minutes: 0, arrived_later_minutes: 180 } }),
    amount: 30000,
    steps: [
      'scope_departure',
      'denied_boarding',
      'reason_denied_boarding',
      'distance',
      'amount',
      'reduction_rerouting',
    ],
  },
  {
    name: 'denied boarding is not excused by an extraordinary reason',
    source: 'Finnair C-22/11',
    input: denied(MUC_BCN, { reason: 'weather' }),
    amount: 25000,
    steps: ['scope_departure', 'denied_boarding', 'reason_denied_boarding', 'distance', 'amount'],
  },
];

export const WORKED_CASES: WorkedCase[] = [...RULE_CASES, ...JOURNEY_AND_TERRITORY_CASES];
