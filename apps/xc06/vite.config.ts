import { defineConfig } from 'vite';
import { brandViteConfig } from '../../tools/vite/brand-vite-config.ts';

export default defineConfig(brandViteConfig());
