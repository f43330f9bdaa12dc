import { bootDatabase } from './boot';
import { closeDb } from './client';

// npm run db:migrate: applies the migrations to DATABASE_URL, or to the embedded database under ./data.
const booted = await bootDatabase({ seed: false });
console.log('Migrations applied.');
await closeDb();
await booted.embedded?.stop();
