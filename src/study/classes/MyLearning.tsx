// /study/mine (spec 2 §2): the status tabs with their counts, the student's class cards 4 per
// page, and the school's enrolling classes. Viewing on behalf of a userId says whose study it is.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { TabPanel } from '../../ui/TabList';
import { statusCountKey } from '../../lib/study/status';
import { HOME_SCREEN } from '../screens';
import { $onBehalf } from '../router';
import { LabelledSection } from '../ui/LabelledSection';
import { RemotePage } from '../ui/RemotePage';
import { StudyLink } from '../ui/StudyLink';
import { ClassCard } from './ClassCard';
import { EnrollingList } from './EnrollingList';
import { STATUS_TABS, StatusTabs } from './StatusTabs';
import { $myClasses, $serviceStatus, selectStatus, showClassesPage } from './stores';

export function MyLearning() {
  const t = useT();
  const classes = useStore($myClasses);
  const serviceStatus = useStore($serviceStatus);
  const onBehalf = useStore($onBehalf);
  const title = t('study.mine.myClasses');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10" data-study-screen="mine">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('study.mine.title')}</h1>
      <LabelledSection id="study-classes-title" title={title} className="mt-8" titleClassName="text-xl font-bold text-slate-900" data={{ 'data-my-classes': true }}>
        <div className="mt-3">
          <StatusTabs selected={serviceStatus} statusCounts={classes.data?.statusCounts} onSelect={selectStatus} />
        </div>
        <TabPanel ids={STATUS_TABS} selected={statusCountKey(serviceStatus)} className="pt-5">
          <RemotePage
            reserve="min-h-[28rem]"
            from={$myClasses}
            failed={t('study.mine.classesFailed')}
            empty={t('study.mine.emptyClasses')}
            title={title}
            onPage={showClassesPage}
            as="div"
            columns={4}
          >
            {(card) => <ClassCard key={card.studentId} card={card} />}
          </RemotePage>
        </TabPanel>
      </LabelledSection>
      {/* Enrolling is the signed-in user's own business: not offered in a head teacher's view of a student. */}
      {!onBehalf && <EnrollingList />}
    </section>
  );
}
