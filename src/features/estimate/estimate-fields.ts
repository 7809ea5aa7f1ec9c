/** The calculator form's id prefix: every field's id starts with it. */
export const ID = 'eu261';
/** A flight's fields. */
export const LEG_FIELDS = ['departure_airport', 'arrival_airport', 'carrier'] as const;

/** Every field of the form, in order, for focusing the first refused one. */
export const fieldNames = (legs: number) => [
  ...Array.from({ length: legs }, (_, i) => LEG_FIELDS.map((f) => `legs.${i}.${f}`)).flat(),
  'disrupted_leg',
  'disruption',
  'delay_hours',
  'notice_days',
  'departed_earlier',
  'arrived_later',
  'reason',
];
/** A field's element id (`legs.0.carrier` → `eu261-leg0-carrier`). */
export const idOf = (name: string) => {
  const leg = /^legs\.(\d+)\.(\w+)$/.exec(name);
  if (leg) return `${ID}-leg${leg[1]}-${leg[2]}`;
  return name === 'notice_days'
    ? `${ID}-notice`
    : name === 'disrupted_leg'
      ? `${ID}-disrupted`
      : `${ID}-${name}`;
};
