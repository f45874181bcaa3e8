import { describe, expect, it } from 'vitest';
import { parseRelatedCertificates, sortCommonQuestions } from '../../../src/lib/hot-major';

describe('parseRelatedCertificates', () => {
  const certificate = { name: '电工四级', url: '/media/cert.png' };

  it('takes a list as it is', () => {
    expect(parseRelatedCertificates([certificate])).toEqual([certificate]);
  });

  it('reads a list sent as JSON text', () => {
    expect(parseRelatedCertificates(JSON.stringify([certificate, { name: '焊工', url: '' }]))).toEqual([
      certificate,
      { name: '焊工', url: '' },
    ]);
  });

  it.each([['not json'], ['{"name":"x"}'], ['null'], [''], [null], [undefined], [42], [{ name: 'x' }]])(
    'gives an empty list for %j',
    (value) => {
      expect(parseRelatedCertificates(value)).toEqual([]);
    },
  );

  it('drops entries that are not objects or have neither name nor url', () => {
    const list = [null, 'text', 7, {}, { name: ' ' }, { name: 3, url: ['x'] }, { url: ' /a.png ' }];
    expect(parseRelatedCertificates(list)).toEqual([{ name: '', url: '/a.png' }]);
  });
});

describe('sortCommonQuestions', () => {
  it('sorts by seq with the items without seq last, in their order', () => {
    const questions = [
      { id: 'a', seq: null },
      { id: 'b', seq: 3 },
      { id: 'c' },
      { id: 'd', seq: 1 },
      { id: 'e', seq: '2' },
      { id: 'f', seq: '' },
      { id: 'g', seq: 'x' },
      { id: 'h', seq: 0 },
    ];
    expect(sortCommonQuestions(questions).map((q) => q.id)).toEqual(['h', 'd', 'e', 'b', 'a', 'c', 'f', 'g']);
  });

  it('keeps equal seqs in order and leaves the input alone', () => {
    const questions = [
      { id: 1, seq: 1 },
      { id: 2, seq: 1 },
      { id: 3, seq: 0 },
    ];
    expect(sortCommonQuestions(questions).map((q) => q.id)).toEqual([3, 1, 2]);
    expect(questions.map((q) => q.id)).toEqual([1, 2, 3]);
  });
});
