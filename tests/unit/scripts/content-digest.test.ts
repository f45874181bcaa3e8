import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeVersion, contentDigest, DIGEST_FILE, readDigest, stableJson, writeDigest } from '../../../scripts/lib/content-digest';

const tenant = { id: 'demo', name: '数字云校演示学校', locale: 'zh-CN' };
const content = { school: { name: '杭州数字职业技能培训学校' }, news: { items: [{ id: 1, title: '开班' }] } };

describe('contentDigest', () => {
  it('is the same for the same code, tenant and content, whatever the key order', () => {
    const reordered = { news: { items: [{ title: '开班', id: 1 }] }, school: { name: '杭州数字职业技能培训学校' } };
    expect(contentDigest({ codeVersion: 'v1', tenant, content })).toBe(contentDigest({ codeVersion: 'v1', tenant: { locale: 'zh-CN', id: 'demo', name: '数字云校演示学校' }, content: reordered }));
  });

  it('changes with any fetched content, with the manifest entry and with the code', () => {
    const digest = contentDigest({ codeVersion: 'v1', tenant, content });
    expect(contentDigest({ codeVersion: 'v1', tenant, content: { ...content, news: { items: [{ id: 1, title: '开班通知' }] } } })).not.toBe(digest);
    expect(contentDigest({ codeVersion: 'v1', tenant: { ...tenant, locale: 'en' }, content })).not.toBe(digest);
    expect(contentDigest({ codeVersion: 'v2', tenant, content })).not.toBe(digest);
  });

  it('keeps the order of lists: a reordered list is other content', () => {
    expect(stableJson({ b: [2, 1], a: null })).toBe('{"a":null,"b":[2,1]}');
  });
});

describe('the build version and the digest file', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function project() {
    root = mkdtempSync(path.join(tmpdir(), 'content-digest-'));
    mkdirSync(path.join(root, 'src', 'pages'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'pages', 'index.astro'), '<h1>home</h1>');
    writeFileSync(path.join(root, 'astro.config.mjs'), 'export default {};');
    return root;
  }

  it('changes when a file that renders the pages changes, is added or renamed', () => {
    project();
    const version = codeVersion(root);
    expect(codeVersion(root)).toBe(version);
    writeFileSync(path.join(root, 'src', 'pages', 'index.astro'), '<h1>Home</h1>');
    const edited = codeVersion(root);
    expect(edited).not.toBe(version);
    writeFileSync(path.join(root, 'src', 'pages', 'news.astro'), '');
    expect(codeVersion(root)).not.toBe(edited);
  });

  it('is read back from beside the school output, and is absent for a school never built', () => {
    project();
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'demo'), { recursive: true });
    expect(readDigest(dist, 'demo')).toBeUndefined();
    writeDigest(dist, 'demo', 'abc123');
    expect(readDigest(dist, 'demo')).toBe('abc123');
    expect(path.join(dist, 'demo', DIGEST_FILE)).toMatch(/demo\/\.content-digest$/);
    expect(readDigest(dist, 'beta')).toBeUndefined();
  });
});
