import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    // Generous: the suite shares a loaded machine with other work; a real hang still fails.
    testTimeout: 60_000,
    // Hooks build whole sites (beforeAll) and delete their output (afterAll): on a loaded 2-core
    // machine with a slow disk either can take minutes, which is no failure of what is tested.
    hookTimeout: 300_000,
  },
});
