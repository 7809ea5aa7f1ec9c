/** The unit suite's test files (tools/test-files.js). */
export const UNIT_TEST_FILES: string[];
/** The browser suite's test files. */
export const E2E_TEST_FILES: string[];
/** The Pact consumer tests. */
export const PACT_CONSUMER_TEST_FILES: string[];
/** Every test file that shares its worker's module cache. */
export const SHARED_CACHE_TEST_FILES: string[];
/** The SPA's component and data-layer tests. */
export const UI_TEST_FILES: string[];
/** The SPA's tests that mock a module or stub a global (run isolated). */
export const UI_MOCKING_TEST_FILES: string[];
