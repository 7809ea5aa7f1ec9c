import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EstimateResult } from '../../../contract';
import { EstimateReasoning } from './reasoning';

/** Frankfurt–New York, 3 h 30 min late (the answer of POST /estimate for that case). */
const result: EstimateResult = {
  amount_per_passenger: 30000,
  distance_km: 6188,
  steps: [
    { code: 'scope_departure', values: { airport: 'FRA', country: 'Germany' }, sources: ['art3_1_a'] },
    {
      code: 'delay_final_arrival',
      values: { minutes: 210, airport: 'JFK' },
      sources: ['folkerts', 'germanwings'],
    },
    {
      code: 'reason_not_extraordinary',
      values: { reason: 'technical_fault' },
      sources: ['wallentin_hermann'],
    },
    {
      code: 'distance',
      values: { from: 'FRA', to: 'JFK', km: 6188, within_region: false },
      sources: ['art7_4'],
    },
    { code: 'amount', values: { band: 'long', amount: 60000 }, sources: ['art7_1_c'] },
    {
      code: 'reduction_delay',
      values: { minutes: 210, limit_minutes: 240, amount: 30000 },
      sources: ['art7_2', 'sturgeon'],
    },
  ],
  places: {
    airports: [
      { code: 'FRA', name: 'Frankfurt Main', city: 'Frankfurt', country: 'Germany', country_code: 'DE' },
      {
        code: 'JFK',
        name: 'John F Kennedy International',
        city: 'New York',
        country: 'United States',
        country_code: 'US',
      },
    ],
    airlines: [{ code: 'LH', name: 'Lufthansa', country: 'Germany', country_code: 'DE' }],
  },
};

describe('the estimate with its reasoning', () => {
  it('shows the amount per passenger and the total, then each step worded with its values and sources', () => {
    render(<EstimateReasoning result={result} passengers={2} />);
    // Money through Intl: whole euros without ",-" in English.
    expect(screen.getByText('€300 per passenger')).toBeTruthy();
    expect(screen.getByText('€600 for 2 passengers')).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toHaveLength(6);
    expect(steps[0]).toContain('Frankfurt Main (FRA) in Germany');
    expect(steps[0]).toContain('Source: Art. 3(1)(a) Regulation (EC) No 261/2004');
    expect(steps[1]).toContain('3 h 30 min');
    expect(steps[1]).toContain(
      'Court of Justice, Folkerts, C-11/11; Court of Justice, Germanwings, C-452/13',
    );
    expect(steps[2]).toContain('A technical fault of the aircraft');
    expect(steps[2]).toContain('Wallentin-Hermann, C-549/07');
    expect(steps[3]).toContain('6,188 km');
    expect(steps[3]).toContain('Frankfurt Main (FRA) → John F Kennedy International, New York (JFK)');
    expect(steps[4]).toContain('Flights over 3,500 km, not within the EU: €600.');
    expect(steps[5]).toContain('within 4 h:');
    expect(steps[5]).toContain('€300.');
    expect(document.body.textContent).not.toContain(',-');
    expect(document.body.textContent).not.toMatch(/eu261\.|\{\{/);
  });

  it('one passenger is singular; the route and airline are named in full', () => {
    render(
      <EstimateReasoning
        result={result}
        passengers={1}
        legs={[{ departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' }]}
      />,
    );
    expect(screen.getByText('€300 for 1 passenger')).toBeTruthy();
    expect(document.querySelector('.estimate__route')?.textContent).toBe(
      'Frankfurt Main (FRA) → John F Kennedy International, New York (JFK)Airline: Lufthansa (LH)',
    );
  });

  it('says when nothing is due', () => {
    render(
      <EstimateReasoning result={{ ...result, amount_per_passenger: 0, steps: result.steps.slice(0, 1) }} />,
    );
    expect(screen.getByText('No compensation is due.')).toBeTruthy();
  });
});
