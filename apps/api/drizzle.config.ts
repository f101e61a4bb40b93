import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit wants paths relative to the working directory, so this works from any of them:
// npx drizzle-kit generate --config apps/api/drizzle.config.ts
const here = (relative: string) => path.relative(process.cwd(), path.join(__dirname, relative));

export default defineConfig({
  dialect: 'postgresql',
  schema: here('src/modules/*/schema.ts'),
  out: here('drizzle'),
});
