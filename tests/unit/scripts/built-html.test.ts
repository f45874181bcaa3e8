// The comparison of two builds' pages (scripts/lib/built-html.ts, scripts/compare-built-html.ts):
// pages alike but for their bundles' hashed names are the same; a changed stylesheet, a changed
// word, and a page built by one side only are told.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { assetStem, compareBuiltHtml } from '../../../scripts/lib/built-html';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const page = (css: string, script: string, uid: string, text = 'Hello') =>
  `<html><head><link rel="stylesheet" href="/_astro/${css}"></head><body><astro-island uid="${uid}" component-url="/_astro/${script}"></astro-island><p>${text}</p></body></html>`;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'built-html-'));
  write('before/_astro/global.C0ps4uMZ.css', 'p{color:red}');
  write('before/_astro/Island.B54YdPgb.js', 'import "./chunk.AAAAAAAA.js";export const a=1');
  write('after/_astro/global.Dx1_-2Ab.css', 'p{color:red}');
  write('after/_astro/Island.CaeX4Jx-.js', 'import "./chunk.BBBBBBBB.js";export const a=2');
  write('before/demo/index.html', page('global.C0ps4uMZ.css', 'Island.B54YdPgb.js', 'Z1BCxNN'));
  write('after/demo/index.html', page('global.Dx1_-2Ab.css', 'Island.CaeX4Jx-.js', 'ZcvQun'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('reduces hashed names to their stems', () => {
  expect(assetStem('Header.astro_astro_type_script_index_0_lang.B54YdPgb.js')).toBe('Header.astro_astro_type_script_index_0_lang.js');
  expect(assetStem('global.Dx1_-2Ab.css')).toBe('global.css');
});

it('finds pages alike but for hashed names and island ids the same, and names the scripts whose content changed', () => {
  const result = compareBuiltHtml(path.join(root, 'before'), path.join(root, 'after'));
  expect(result).toMatchObject({ compared: 1, differing: [], onlyBefore: [], onlyAfter: [], changedScripts: ['Island.js'], changedStyles: [] });
});

it('tells a changed stylesheet, a changed word and a page of one side only', () => {
  write('after/_astro/global.Dx1_-2Ab.css', 'p{color:blue}');
  write('after/demo/notice/index.html', page('global.Dx1_-2Ab.css', 'Island.CaeX4Jx-.js', 'x', 'Hi'));
  write('before/beta/index.html', page('global.C0ps4uMZ.css', 'Island.B54YdPgb.js', 'x', 'Hello'));
  write('after/beta/index.html', page('global.Dx1_-2Ab.css', 'Island.CaeX4Jx-.js', 'x', 'Hullo'));
  const result = compareBuiltHtml(path.join(root, 'before'), path.join(root, 'after'));
  expect(result.compared).toBe(2);
  expect(result.differing.map(({ page, styleOnly }) => [page, styleOnly])).toEqual([
    ['beta/index.html', false],
    ['demo/index.html', true],
  ]);
  expect(result.changedStyles).toEqual(['global.css']);
  expect(result.onlyAfter).toEqual(['demo/notice/index.html']);
});
