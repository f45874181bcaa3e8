import { describe, expect, it } from 'vitest';
import { PLAYBACK_SPEEDS, contentKindLabel, contentTypeLabel, optionLetter, questionTypeLabel, trueFalseLabel } from '../../../../src/lib/exam/labels';
import { contentKind } from '../../../../src/lib/study/data-type';
import { itAnswers } from '../../support/each-row';

describe('question type labels', () => {
  itAnswers(questionTypeLabel, 'labels type %i as %s', [
    [1, 'rules.questionType.singleChoice'],
    [2, 'rules.questionType.multipleChoice'],
    [3, 'rules.questionType.trueFalse'],
    [4, 'rules.questionType.fillBlank'],
    [6, 'rules.questionType.shortAnswer'],
    [11, 'rules.questionType.readingComprehension'],
    [13, 'rules.questionType.cloze'],
  ]);

  it.each([5, 0, null, undefined])('has no label for type %s', (questionType) => {
    expect(questionTypeLabel(questionType)).toBeUndefined();
  });
});

describe('option letters', () => {
  itAnswers(optionLetter, 'letters option %i as %s', [
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
  ]);

  it('numbers options past Z', () => {
    expect(optionLetter(26)).toBe('27');
    expect(optionLetter(-1)).toBe('0');
  });

  it('shows true/false options as right and wrong', () => {
    expect(trueFalseLabel(0)).toBe('rules.trueFalse.right');
    expect(trueFalseLabel(1)).toBe('rules.trueFalse.wrong');
  });
});

describe('content types', () => {
  it.each([
    [1, 'video'],
    [2, 'audio'],
    [3, 'article'],
    [4, 'document'],
    [5, 'archive'],
    [6, 'homework'],
    [7, 'test'],
    [8, 'image'],
    [10, 'live'],
    [11, 'faceToFace'],
  ])('labels dataType %i as %s', (dataType, kind) => {
    expect(contentKind(dataType)).toBe(kind);
    expect(contentTypeLabel(dataType)).toBe(`rules.contentType.${kind}`);
  });

  it.each([20, 90, 91])('gives dataType %i the shared material icon without a label', (dataType) => {
    expect(contentKind(dataType)).toBe('material');
    expect(contentTypeLabel(dataType)).toBeUndefined();
  });

  it.each([9, null, undefined])('reads dataType %s as other', (dataType) => {
    expect(contentKind(dataType)).toBe('other');
    expect(contentTypeLabel(dataType)).toBeUndefined();
  });

  it('labels every kind for the course directory, the material and the unknown ones too', () => {
    expect(contentKindLabel('video')).toBe('rules.contentType.video');
    expect(contentKindLabel('material')).toBe('rules.contentType.material');
    expect(contentKindLabel('other')).toBe('rules.contentType.other');
  });
});

describe('player labels', () => {
  it('offers playback speeds 0.75, 1, 1.5 and 2', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.75, 1, 1.5, 2]);
  });
});
