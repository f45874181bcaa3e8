// The classroom interaction calls refuse in the study widget's own words (src/lib/forms.ts rules).
import { describe, expect, it } from 'vitest';
import { en, zhCN } from '../../src/i18n';
import enApi from '../../src/i18n/en/api';
import zhApi from '../../src/i18n/zh-CN/api';
import { TEXT_AREA_MAX_LENGTH } from '../../src/lib/limits';

describe('the api messages of questions, notes and comments', () => {
  it('say in Chinese what the widget says', () => {
    expect(zhApi['api.question.titleRequired']).toBe(zhCN['validation.questionContentRequired']);
    expect(zhApi['api.note.titleRequired']).toBe(zhCN['validation.noteTitleRequired']);
    expect(zhApi['api.classroomComment.contentRequired']).toBe(zhCN['validation.commentContentRequired']);
    expect(zhApi['api.studyText.tooLong']).toBe(zhCN['validation.textTooLong']);
  });

  it('say the same in English, and name the text-area limit', () => {
    expect(enApi['api.question.titleRequired']).toBe(en['validation.questionContentRequired'].toLowerCase());
    expect(enApi['api.note.titleRequired']).toBe(en['validation.noteTitleRequired'].toLowerCase());
    expect(enApi['api.classroomComment.contentRequired']).toBe(en['validation.commentContentRequired'].toLowerCase());
    for (const catalogue of [zhApi, enApi]) expect(catalogue['api.studyText.tooLong']).toContain(String(TEXT_AREA_MAX_LENGTH));
  });
});
