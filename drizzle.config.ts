import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table module: the platform's (lib/db/schema/*.ts) and each feature's own (features/<area>/schema.ts).
  schema: ['./lib/db/schema/*.ts', './features/*/schema.ts'],
  out: './drizzle',
});
