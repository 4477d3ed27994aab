import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // `npm run dev` serves the page only: run `npm run build && npm start` for /api/launch, or proxy it to
  // a running server.mjs (`PORT=3000 npm start` in another terminal).
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
