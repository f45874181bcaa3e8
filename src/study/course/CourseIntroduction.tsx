// The course's introduction blocks (spec 3 §3 Course introduceDetailList): the introduction (type
// 0), the teachers (1; roleCode t_kcls course teacher, t_fdls tutor), supporting materials (3) and
// quality service (4); each block only when it has content.
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { Panel } from '../ui/Panel';
import type { Course } from './api';

type Introduce = Course['introduceDetailList'][number];

const INTRODUCE_TYPE = { introduction: 0, teachers: 1, materials: 3, qualityService: 4 } as const;

const ROLE_LABELS: Partial<Record<string, MessageKey>> = {
  t_kcls: 'study.course.role.courseTeacher',
  t_fdls: 'study.course.role.tutor',
};

function Block({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <Panel id={`course-${name}-title`} title={title} data={{ 'data-course-block': name }}>
      <div className="mt-3">{children}</div>
    </Panel>
  );
}

/** A block of written entries (outline and description); none when there are none. */
function TextBlock({ name, title, entries }: { name: string; title: string; entries: Introduce['contentList'] }) {
  if (entries.length === 0) return null;
  return (
    <Block name={name} title={title}>
      <ul className="space-y-2 text-sm text-slate-700">
        {entries.map((entry, index) => (
          <li key={index}>
            {entry.outline && <p className="font-medium text-slate-900">{entry.outline}</p>}
            {entry.describe && <p className="leading-6 whitespace-pre-line">{entry.describe}</p>}
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function CourseIntroduction({ course }: { course: Course }) {
  const t = useT();
  const entriesOf = (type: number) => course.introduceDetailList.filter((block) => block.introduceType === type).flatMap((block) => block.contentList);
  const introduction = entriesOf(INTRODUCE_TYPE.introduction);
  const teachers = entriesOf(INTRODUCE_TYPE.teachers);
  const materials = entriesOf(INTRODUCE_TYPE.materials);
  const service = entriesOf(INTRODUCE_TYPE.qualityService);
  return (
    <>
      <TextBlock name="introduction" title={t('study.course.introduction')} entries={introduction} />
      {teachers.length > 0 && (
        <Block name="teachers" title={t('study.course.teachers')}>
          <ul className="space-y-3">
            {teachers.map((teacher, index) => {
              const role = teacher.roleCode ? ROLE_LABELS[teacher.roleCode] : undefined;
              return (
                <li key={index} className="flex items-start gap-3" data-teacher>
                  {teacher.teacherHeadUrl ? (
                    <img src={teacher.teacherHeadUrl} alt="" width={44} height={44} className="size-11 shrink-0 rounded-full object-cover" />
                  ) : (
                    <span aria-hidden="true" className="size-11 shrink-0 rounded-full bg-slate-200" />
                  )}
                  <span className="min-w-0">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{teacher.teacherName}</span>
                      {role && (
                        <span className="rounded bg-sky-50 px-1.5 py-0.5 text-xs text-sky-800" data-teacher-role={teacher.roleCode}>
                          {t(role)}
                        </span>
                      )}
                    </span>
                    {teacher.describe && <span className="mt-1 block text-xs leading-5 text-slate-600">{teacher.describe}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </Block>
      )}
      <TextBlock name="materials" title={t('study.course.materials')} entries={materials} />
      <TextBlock name="quality-service" title={t('study.course.qualityService')} entries={service} />
    </>
  );
}
