// The course content area (spec 3 §2 Tabs): All, the course directory, always; online teaching,
// online homework, online test, offline face-to-face and study materials only when their list is
// non-empty. Course types 2 and 3 show the directory as the expandable chapter tree, others as a
// flat list.
import { useStore } from '@nanostores/react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { TabList, TabPanel, tabIds } from '../../ui/TabList';
import { chapterHasItems, usesChapterTree, type CourseTab } from '../../lib/study/course-page';
import { LabelledSection } from '../ui/LabelledSection';
import { Remote } from '../ui/Remote';
import type { CourseChapter, CourseItem } from './api';
import { CourseItemRow } from './CourseItemRow';
import { $chapters, $course, $courseItems, $courseware, $tab, $tabs, selectTab } from './stores';

const CONTENT_TABS = tabIds('course', 'course-tab-panel');

const TAB_LABELS: Record<CourseTab, MessageKey> = {
  ALL: 'common.all',
  ONLINE_VIDEO_TEACHING: 'study.course.tab.onlineTeaching',
  ONLINE_HOMEWORK: 'study.course.tab.onlineHomework',
  ONLINE_TEST: 'study.course.tab.onlineTest',
  OFFLINE_FACE2FACE_TEACHING: 'study.course.tab.offline',
  E_WORDS_MATERIALS: 'study.course.tab.materials',
};

function ItemList({ items }: { items: readonly CourseItem[] }) {
  return (
    <ul className="divide-y divide-slate-100" data-course-items>
      {items.map((item) => (
        <CourseItemRow key={item.contentId} item={item} />
      ))}
    </ul>
  );
}

interface ChapterNode {
  id: number | null;
  name: string | null;
  level: number;
  classrooms: CourseItem[];
  children: readonly ChapterNode[];
}

const LEVEL_STYLES = ['font-semibold text-slate-900', 'font-medium text-slate-800', 'text-sm text-slate-700'];

function Chapter({ chapter }: { chapter: ChapterNode }) {
  const t = useT();
  const children = chapter.children.filter(chapterHasItems);
  return (
    <li data-chapter={chapter.id ?? 'other'} data-level={chapter.level}>
      <details open className="group">
        <summary className={`flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 sm:px-3 hover:bg-slate-50 ${LEVEL_STYLES[chapter.level - 1] ?? LEVEL_STYLES[2]}`}>
          <span aria-hidden="true" className="inline-block text-slate-400 transition group-open:rotate-90">
            ▸
          </span>
          <span data-chapter-name>{chapter.name ?? t('study.course.otherChapter')}</span>
        </summary>
        <div className="pl-2 sm:pl-4">
          {chapter.classrooms.length > 0 && <ItemList items={chapter.classrooms} />}
          {children.length > 0 && (
            <ul>
              {children.map((child) => (
                <Chapter key={child.id ?? 'other'} chapter={child} />
              ))}
            </ul>
          )}
        </div>
      </details>
    </li>
  );
}

function ChapterTree({ chapters }: { chapters: readonly CourseChapter[] }) {
  return (
    <ul className="space-y-1" data-chapter-tree>
      {(chapters as readonly ChapterNode[]).filter(chapterHasItems).map((chapter) => (
        <Chapter key={chapter.id ?? 'other'} chapter={chapter} />
      ))}
    </ul>
  );
}

function Directory() {
  const t = useT();
  const items = useStore($courseItems);
  const course = useStore($course).data;
  return (
    <Remote from={$chapters} failed={t('study.course.contentFailed')} empty={t('common.empty')} isEmpty={() => items.length === 0}>
      {(data) => (course && usesChapterTree(course.courseType) ? <ChapterTree chapters={data} /> : <ItemList items={items} />)}
    </Remote>
  );
}

export function CourseContent() {
  const t = useT();
  const tabs = useStore($tabs);
  const tab = useStore($tab);
  const courseware = useStore($courseware);
  const typed = tab === 'ALL' ? [] : (courseware.data?.coursewareTypeChapterMap[tab] ?? []);
  return (
    <LabelledSection id="course-content-title" title={t('study.course.content')} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" titleClassName="sr-only" data={{ 'data-course-content': true }}>
      <TabList
        keys={tabs}
        selected={tab}
        onSelect={selectTab}
        label={t('study.course.content')}
        ids={CONTENT_TABS}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
        data={{ 'data-course-tabs': true }}
        tabClassName="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-slate-600 hover:text-brand aria-selected:border-brand aria-selected:font-semibold aria-selected:text-brand"
      >
        {(key) => t(TAB_LABELS[key])}
      </TabList>
      <TabPanel ids={CONTENT_TABS} selected={tab} className="mt-3" data={{ 'data-tab-panel': tab }}>
        {tab === 'ALL' ? <Directory /> : <ItemList items={typed} />}
      </TabPanel>
    </LabelledSection>
  );
}
