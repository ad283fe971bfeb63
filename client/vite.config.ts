import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `npm run dev`, the API runs on :8080 and Vite proxies to it; in production the server serves dist/. */
const api = process.env.TRIPMATE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      '/api': api,
      '/oauth2': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
