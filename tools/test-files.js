/** The unit suite's test files (vitest.config.ts); the lint rules that keep them free of module mocks use it too. */
export const UNIT_TEST_FILES = [
  'contract/**/*.test.ts',
  'machines/**/*.test.ts',
  'server/**/*.test.ts',
  'tests/guards/**/*.test.ts',
  'tests/paths/toolkit/**/*.test.ts',
  'tools/**/*.test.ts',
];

/** The browser suite's test files: they share a module cache too (vitest.config.ts). */
export const E2E_TEST_FILES = ['tests/e2e/**/*.test.ts'];

/** The Pact consumer tests: they share a module cache too (vitest.config.ts). */
export const PACT_CONSUMER_TEST_FILES = ['pact/consumer/**/*.pact.test.ts'];

/** The SPA's component and data-layer tests (happy-dom). */
export const UI_TEST_FILES = ['src/**/*.test.{ts,tsx}'];

/**
 * The SPA's tests that mock a module or stub a global: they run isolated, each file with a fresh
 * module cache (vitest project `ui-mocks`). The other SPA tests share it; a new test that mocks
 * belongs here (the lint rule on module mocks says so).
 */
export const UI_MOCKING_TEST_FILES = [
  'src/api/client.test.ts',
  'src/api/documents.test.ts',
  'src/api/passkeys.test.ts',
  'src/api/pending-requests.test.ts',
  'src/api/rate-limited.test.ts',
  'src/features/account/passkeys-section.test.tsx',
  'src/features/account/privacy-centre.test.tsx',
  'src/features/account/sessions-list.test.tsx',
  'src/features/admin/audit-log.test.tsx',
  'src/features/admin/claim-desk.test.tsx',
  'src/features/admin/page-notice-settings.test.tsx',
  'src/features/claim-documents/upload-actor.test.ts',
  'src/features/claim-next-steps/next-steps-panel.test.tsx',
  'src/features/claim-timeline/claim-timeline-panel.test.tsx',
  'src/features/notifications/notification-center.test.tsx',
  'src/features/payout/payout-details-panel.test.tsx',
  'src/features/payout/payout-form-passkey.test.tsx',
  'src/features/payout/settlement-panel.test.tsx',
  'src/features/widgets/claim-edit/claim-edit-widget.test.tsx',
  'src/features/widgets/claim-list/claim-list-widget.test.tsx',
  'src/router.test.ts',
  'src/routes/-claim-page.test.tsx',
  'src/ui/estimate/place-combobox.test.tsx',
  'src/ui/loading-indicator.test.tsx',
];

/** Every test file that shares its worker's module cache: no module mocks there (eslint.config.js). */
export const SHARED_CACHE_TEST_FILES = [
  ...UNIT_TEST_FILES,
  ...UI_TEST_FILES,
  ...E2E_TEST_FILES,
  ...PACT_CONSUMER_TEST_FILES,
];
