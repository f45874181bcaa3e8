// drizzle-kit configuration: `npm run db:generate` writes a new versioned migration into
// src/server/db/migrations from the difference between schema/ and the last snapshot.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
