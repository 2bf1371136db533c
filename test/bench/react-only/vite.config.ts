import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../../../.cache/bench-react-only', import.meta.url)), emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  logLevel: 'warn',
})
