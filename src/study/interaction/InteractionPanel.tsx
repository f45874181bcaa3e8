// A classroom's interaction panel (spec 2 §4), shared by the offline classroom and the online
// classroom: tabs Q&A and notes, and comments (with the like) where the classroom shows them.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { TabList, TabPanel, tabIds } from '../../ui/TabList';
import { useT } from '../../ui/useT';
import { LabelledSection } from '../ui/LabelledSection';
import { CommentsTab } from './CommentsTab';
import { NotesTab } from './NotesTab';
import { QuestionsTab } from './QuestionsTab';
import { $commentTotal, $commentsShown, $noteCounts, $panelTab, $questionCounts, showPanel, type PanelTab } from './stores';
import { useRemote } from '../useRemote';

export interface InteractionPanelProps {
  classId: number;
  classroomId: number;
  courseId: number | undefined;
  /** The student's enrolment: their own notes carry the edit and delete actions. */
  studentId: number | undefined;
  /** Comments and the like (spec 2 §4: the online classroom only). */
  withComments: boolean;
}

const PANEL_TABS = tabIds('study-panel', 'study-panel-tabpanel');

export function InteractionPanel({ classId, classroomId, courseId, studentId, withComments }: InteractionPanelProps) {
  const t = useT();
  const tab = useStore($panelTab);
  const questionTotal = useRemote($questionCounts).data?.total;
  const noteTotal = useRemote($noteCounts).data?.total;
  const commentTotal = useRemote($commentTotal);

  useEffect(() => {
    showPanel({ classId, classroomId, courseId, studentId });
    $commentsShown.set(withComments);
  }, [classId, classroomId, courseId, studentId, withComments]);

  const tabs: { key: PanelTab; label: string; count?: number }[] = [
    { key: 'qa', label: t('study.panel.qa'), count: questionTotal },
    { key: 'notes', label: t('study.panel.notes'), count: noteTotal },
    ...(withComments ? [{ key: 'comments' as const, label: t('study.panel.comments'), count: commentTotal }] : []),
  ];
  const selected = tabs.some(({ key }) => key === tab) ? tab : 'qa';

  return (
    <LabelledSection id="study-panel-title" title={t('study.panel.title')} className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm" titleClassName="text-lg font-bold text-slate-900" data={{ 'data-interaction-panel': true }}>
      <TabList
        keys={tabs.map(({ key }) => key)}
        selected={selected}
        onSelect={(key) => $panelTab.set(key)}
        label={t('study.panel.title')}
        ids={PANEL_TABS}
        className="mt-3 flex gap-1 border-b border-slate-200"
        tabClassName="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 aria-selected:border-brand aria-selected:text-brand"
      >
        {(key) => {
          const { label, count } = tabs.find((each) => each.key === key)!;
          return count === undefined ? label : t('study.panel.tabCount', { label, count });
        }}
      </TabList>
      <TabPanel ids={PANEL_TABS} selected={selected} className="pt-4">
        {selected === 'qa' && <QuestionsTab />}
        {selected === 'notes' && <NotesTab studentId={studentId} />}
        {selected === 'comments' && <CommentsTab />}
      </TabPanel>
    </LabelledSection>
  );
}
