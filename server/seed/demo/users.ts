import type { NewUser } from '../builders';

/** The demo accounts (README lists them). */
export const DEMO_USERS = {
  demo: {
    email: 'demo@example.com',
    password: 'Demo1234',
    first_name: 'Julia',
    last_name: 'Becker',
    salutation: 'female',
    language: 'en_GB',
  },
  other: {
    email: 'other@example.com',
    password: 'Other1234',
    first_name: 'Pieter',
    last_name: 'de Vries',
    salutation: 'male',
    language: 'nl_NL',
  },
  admin: {
    email: 'admin@example.com',
    password: 'Admin1234',
    first_name: 'Sabine',
    last_name: 'Hofer',
    salutation: 'female',
    language: 'de_DE',
    admin: true,
  },
  twoFactor: {
    email: '2fa@example.com',
    password: 'Demo1234',
    first_name: 'Lukas',
    last_name: 'Gruber',
    salutation: 'male',
    language: 'en_GB',
    two_factor: true,
  },
} satisfies Record<string, NewUser & { password: string }>;

/** Not yet activated (no password): "Please activate your account." — the activation link is mailed on request. */
export const DEMO_INACTIVE_USER = {
  email: 'new@example.com',
  first_name: 'Claire',
  last_name: 'Martin',
  salutation: 'female',
  language: 'fr_FR',
} satisfies NewUser;
