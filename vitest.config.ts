import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // End-to-end tests start real processes one after another; on a loaded 2-core CI machine a
    // test of ten `ground` runs has taken 30 s (it takes about 20 s there when the machine is quiet).
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The JSON report lets .ci/run print a plain "N passed, N failed" line.
    reporters: ['default', ['json', { outputFile: '.cache/vitest-report.json' }]],
  },
});
