import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: { name: 'pwa', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
