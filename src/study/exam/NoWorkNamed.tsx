// An exam address that names no homework or test (the footer's 课后作业 and 在线测验 links, a
// trimmed bookmark): say where to open one instead of waiting on nothing.
import { ScreenNotice } from '../ui/ScreenNotice';
import type { WorkKind } from '../../lib/exam/work';

export function NoWorkNamed({ kind }: { kind: WorkKind }) {
  return kind === 'homework' ? (
    <ScreenNotice title="study.route.homework" message="study.screen.noHomework" screen="homework-none" />
  ) : (
    <ScreenNotice title="study.route.test" message="study.screen.noTest" screen="test-none" />
  );
}
