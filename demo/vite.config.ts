import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const dist = (path: string) => fileURLToPath(new URL(`../dist/${path}`, import.meta.url))

// The demo is built against the built library, exactly what a host app installs.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^airlock$/, replacement: dist('airlock/index.js') },
      { find: /^airlock\/kit$/, replacement: dist('kit/index.js') },
      { find: /^airlock\/react$/, replacement: dist('ui/index.js') },
      { find: /^airlock\/react\/kit$/, replacement: dist('ui/kit/index.js') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // Two pages: the demo, and the headless example that `npm start` serves at /headless/.
    rollupOptions: { input: { main: fileURLToPath(new URL('index.html', import.meta.url)), headless: fileURLToPath(new URL('headless/index.html', import.meta.url)) } },
  },
  logLevel: 'warn',
})
