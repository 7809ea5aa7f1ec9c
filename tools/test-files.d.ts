/** The unit suite's test files (tools/unit-files.js). */
export const UNIT_TEST_FILES: string[];
