import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // adapter-node: `npm run build` writes build/, `node build` serves it on PORT and HOST.
  plugins: [sveltekit({ adapter: adapter() })],
});
