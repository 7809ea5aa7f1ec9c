import type { NewUser } from '../fixtures';

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
} satisfies Record<string, NewUser & { password: string }>;
