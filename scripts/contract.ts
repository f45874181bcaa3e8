// `npm run contract`: writes src/api/openapi.json and src/api/schema.d.ts from the server's
// route declarations. Both are committed; tests/api/contract.test.ts fails when they are stale.
import { writeFileSync } from 'node:fs';
import { renderContract } from './lib/render-contract';

const { json, types } = await renderContract();
writeFileSync('src/api/openapi.json', json);
writeFileSync('src/api/schema.d.ts', types);
console.log('contract: wrote src/api/openapi.json and src/api/schema.d.ts');
