/** A person's name as the portal writes it: first and last name, without stray spaces. */
export const fullName = (p: { firstName: string; lastName: string }): string =>
  `${p.firstName} ${p.lastName}`.trim();
