import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'canary',
          include: ['test/canary/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/cli/**/*.test.ts', 'test/sql/**/*.test.ts', 'test/gateway/**/*.test.ts', 'test/serve/**/*.test.ts', 'test/console/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Tests are mostly waiting on PostgreSQL and child processes, not the CPU.
          maxWorkers: 3,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          // PostgreSQL 13 to 18 and the test server, each file on a server of its own (test/matrix/support).
          name: 'matrix',
          include: ['test/matrix/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          maxWorkers: 3,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
