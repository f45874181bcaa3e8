// The frame of the exam screens that show a work (the instructions, the finish, the review): nothing
// before the address is read, the notice of an address that names no work, else the screen's
// section, named by the work's kind, under the class's trail that ends at this screen.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
import type { WorkKind } from '../../lib/exam/work';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { NoWorkNamed } from './NoWorkNamed';
import { namesWork, type ExamParams } from './route';
import { $examParams } from './stores';

/** My learning, then the class the work belongs to (when the address names it). */
export function classCrumbs(classId: number | undefined): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'study.route.mine', href: '/study/mine' }];
  if (classId !== undefined) crumbs.push({ label: 'study.route.trainingClass', href: `/study/training-class?classId=${classId}` });
  return crumbs;
}

interface ExamScreenProps {
  /** The screen's name after the kind: data-study-screen 'homework-finish'. */
  name: 'instructions' | 'finish' | 'review';
  /** The section's width. */
  width: 'max-w-3xl' | 'max-w-4xl' | 'max-w-6xl';
  /** The trail's last crumb, by the work's kind. */
  crumb: Record<WorkKind, MessageKey>;
  /** What stands instead of the screen where the address lacks more than the work (a review without its attempt). */
  instead?(params: ExamParams): ReactNode;
  children(params: ExamParams): ReactNode;
}

export function ExamScreen({ name, width, crumb, instead, children }: ExamScreenProps) {
  const params = useStore($examParams);
  if (!params) return null;
  if (!namesWork(params)) return <NoWorkNamed kind={params.kind} />;
  const replacement = instead?.(params);
  if (replacement !== undefined) return replacement;
  return (
    <section className={`mx-auto ${width} px-4 py-8`} data-study-screen={`${params.kind}-${name}`}>
      <Breadcrumb crumbs={[...classCrumbs(params.classId), { label: crumb[params.kind] }]} />
      {children(params)}
    </section>
  );
}
