import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (apps/api) serves /v2 and, in production, this build with an SPA fallback.
export default defineConfig({
  plugins: [react()],
  css: {
    // Bootstrap 5.3's Sass sources use @import and global functions, which Dart Sass warns about.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import'] } },
  },
  server: {
    proxy: {
      '/v2': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
