import { describe, expect, it } from 'vitest';
import { consultMessage } from '../../../src/lib/consult';
import { CONSULT_CONTENT_MAX_LENGTH, CONSULT_MESSAGE_MAX_LENGTH, CONSULT_SUBJECT_MAX_LENGTH } from '../../../src/lib/limits';

describe('the text a consult message is saved with', () => {
  it('leads with the subject it was sent from, if any', () => {
    expect(consultMessage('电工', '什么时候开班？')).toBe('[电工] 什么时候开班？');
    expect(consultMessage(undefined, '什么时候开班？')).toBe('什么时候开班？');
    expect(consultMessage('  ', '什么时候开班？')).toBe('什么时候开班？');
  });

  it('always fits what the server accepts, however long the subject', () => {
    const longest = consultMessage('专'.repeat(CONSULT_SUBJECT_MAX_LENGTH * 3), '字'.repeat(CONSULT_CONTENT_MAX_LENGTH));
    expect([...longest].length).toBe(CONSULT_MESSAGE_MAX_LENGTH);
  });
});
