import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    // API_PORT: where `npm run dev` (or any other API server) listens
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3000}`,
      '/dev': `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one test file per core: Vitest's default leaves one core to its main process, which waits while the files run
    // (on 2 cores that was one file at a time; two at a time took a quarter less time, decision record 022)
    maxWorkers: os.availableParallelism(),
  },
});
