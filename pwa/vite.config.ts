import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  test: { name: 'pwa', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
