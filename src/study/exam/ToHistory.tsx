// A review address without its attempt (a trimmed link, a bookmark): the attempts to review are
// listed on the instruction screen, so it goes there instead of waiting on nothing.
import { useEffect } from 'react';
import { redirectStudy } from '../router';
import { examHref, type ExamParams } from './route';

export function ToHistory({ params }: { params: ExamParams }) {
  useEffect(() => {
    redirectStudy(examHref(`/study/${params.kind}`, { ...params, answerLogId: undefined }));
  }, [params]);
  return null;
}
