import { defineConfig } from 'vitest/config';

// One command runs every workspace's unit and integration tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
