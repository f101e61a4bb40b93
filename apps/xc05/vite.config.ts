import { defineConfig } from 'vite';
import { brandViteConfig } from '../../tools/vite/brand-vite-config';

export default defineConfig(brandViteConfig());
