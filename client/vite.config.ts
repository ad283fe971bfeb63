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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|@emotion|@internationalized|@swc|stylis)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant|zen-observable)[\\/]/ },
          ],
        },
      },
    },
  },
});
