import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The API and fuzz suites migrate and seed once per run; each file starts from a copy.
const seededDatabase = './tests/api/support/seeded-database.ts';

export default defineConfig({
  test: {
    // Each file's app has a database of its own: every core runs files side by side (Vitest leaves one idle).
    maxWorkers: availableParallelism(),
    reporters: ['default', './tests/support/slowest-vitest.ts'],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', globalSetup: [seededDatabase], testTimeout: 60_000, hookTimeout: 120_000 } },
      { test: { name: 'fuzz', include: ['tests/fuzz/**/*.test.ts'], environment: 'node', globalSetup: [seededDatabase], testTimeout: 120_000, hookTimeout: 120_000 } },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/lib/**/*.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
