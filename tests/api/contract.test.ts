import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderContract } from '../../scripts/lib/render-contract';

describe('the committed contract', () => {
  it('matches the route declarations (run `npm run contract` when this fails)', async () => {
    const { json, types } = await renderContract();
    expect(readFileSync('src/api/openapi.json', 'utf8')).toBe(json);
    expect(readFileSync('src/api/schema.d.ts', 'utf8')).toBe(types);
  });
});
