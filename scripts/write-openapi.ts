// Writes openapi.json from the zod schemas: `npm run openapi`.
import { writeFileSync } from 'node:fs';
import { buildOpenApi } from '../src/contract/openapi.ts';

writeFileSync(new URL('../openapi.json', import.meta.url), `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log('wrote openapi.json');
