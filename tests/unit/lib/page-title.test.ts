import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/runtime';
import { DEFAULT_TITLE, isQueryPage, pageTitle } from '../../../src/lib/page-title';
import { itAnswers } from '../support/each-row';

const school = { projectName: '数字化人才培养项目', universityName: '示范职业学院' };

describe('isQueryPage', () => {
  itAnswers(isQueryPage, '%s is a certificate query page: %s', [
    ['/query', true],
    ['/query_pc', true],
    ['/query_h5', true],
    ['/query_h5/', true],
    ['/query_pc.html', true],
    ['/query_pc/index.html', true],
    ['/demo/query_pc', true],
    ['/query_pc?name=x#result', true],
    ['/', false],
    ['/querying', false],
    ['/query/list', false],
    ['/news-information/list', false],
  ]);
});

describe('pageTitle', () => {
  it('is the project name plus the university name', () => {
    const title = pageTitle({ ...school, path: '/', isMobile: false });
    expect(title).toEqual({ key: 'display.pageTitle.full', params: school });
    expect(createTranslator('zh-CN')(title)).toBe('数字化人才培养项目示范职业学院');
    expect(createTranslator('en')(pageTitle({ projectName: 'Skills Programme', universityName: 'Beta College', path: '/', isMobile: false }))).toBe(
      'Skills Programme · Beta College',
    );
  });

  it.each([['/query'], ['/query_pc'], ['/query_h5']])('is the university name only on %s viewed on a mobile device', (path) => {
    expect(createTranslator('zh-CN')(pageTitle({ ...school, path, isMobile: true }))).toBe('示范职业学院');
  });

  it('keeps both names on a query page viewed on a desktop, and on other pages on a mobile device', () => {
    expect(pageTitle({ ...school, path: '/query_pc', isMobile: false }).key).toBe('display.pageTitle.full');
    expect(pageTitle({ ...school, path: '/news', isMobile: true }).key).toBe('display.pageTitle.full');
  });

  it('is whichever name exists when the other is empty', () => {
    expect(createTranslator('zh-CN')(pageTitle({ projectName: '', universityName: '示范职业学院', path: '/', isMobile: false }))).toBe('示范职业学院');
    expect(createTranslator('zh-CN')(pageTitle({ projectName: '数字化人才培养项目', universityName: '  ', path: '/', isMobile: false }))).toBe(
      '数字化人才培养项目',
    );
  });

  it('is the default title when empty', () => {
    expect(pageTitle({ path: '/', isMobile: false })).toEqual(DEFAULT_TITLE);
    expect(pageTitle({ projectName: null, universityName: null, path: '/', isMobile: true })).toEqual(DEFAULT_TITLE);
    expect(createTranslator('zh-CN')(pageTitle({ path: '/', isMobile: false }))).toBe('数字云校');
  });

  it('is the default title on a mobile query page of a school without a university name', () => {
    expect(createTranslator('zh-CN')(pageTitle({ projectName: '数字化人才培养项目', universityName: '', path: '/query_h5', isMobile: true }))).toBe(
      '数字云校',
    );
  });
});
