// The merge of a build's shared output into dist/ (scripts/lib/copy-changed.ts): new and changed
// files are copied; a file already there with the same bytes is left alone, date and all, so its
// compressed copies are not made again.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { copyChanged } from '../../../scripts/lib/copy-changed';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'copy-changed-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('copies new and changed files, leaves identical ones untouched, and deletes nothing', () => {
  write('staging/_astro/page.abc.js', 'same bundle');
  write('staging/_astro/island.new.js', 'new bundle');
  write('staging/favicon.svg', '<svg>new</svg>');
  write('dist/_astro/page.abc.js', 'same bundle');
  write('dist/_astro/old.js', 'an older bundle another school still uses');
  write('dist/favicon.svg', '<svg>old</svg>');
  const longAgo = new Date('2026-01-01T00:00:00Z');
  utimesSync(path.join(root, 'dist/_astro/page.abc.js'), longAgo, longAgo);

  expect(copyChanged(path.join(root, 'staging'), path.join(root, 'dist'))).toBe(2);
  expect(read('dist/_astro/island.new.js')).toBe('new bundle');
  expect(read('dist/favicon.svg')).toBe('<svg>new</svg>');
  expect(read('dist/_astro/old.js')).toBe('an older bundle another school still uses');
  expect(statSync(path.join(root, 'dist/_astro/page.abc.js')).mtime).toEqual(longAgo);
});
