// The my-learning status tabs: all, then each service status, each with its count (spec 2 §2).
import { useT } from '../../ui/useT';
import { TabList, tabIds } from '../../ui/TabList';
import { MY_LEARNING_TABS, statusCountKey, tabCount, type ServiceStatus } from '../../lib/study/status';
import type { components } from '../../api/schema';

interface StatusTabsProps {
  selected: ServiceStatus | undefined;
  statusCounts: components['schemas']['ServiceStatusCounts'] | undefined;
  onSelect(serviceStatus: ServiceStatus | undefined): void;
}

/** The status tabs and the panel of my classes they choose. */
export const STATUS_TABS = tabIds('study-status', 'study-my-classes');

export function StatusTabs({ selected, statusCounts, onSelect }: StatusTabsProps) {
  const t = useT();
  const keys = MY_LEARNING_TABS.map((tab) => statusCountKey(tab.serviceStatus));
  const tabOf = (key: (typeof keys)[number]) => MY_LEARNING_TABS[keys.indexOf(key)]!;
  return (
    <TabList
      keys={keys}
      selected={statusCountKey(selected)}
      onSelect={(key) => onSelect(tabOf(key).serviceStatus)}
      label={t('study.mine.statusTabs')}
      ids={STATUS_TABS}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
      data={{ 'data-status-tabs': true }}
      tabData={(key) => ({ 'data-status-tab': key })}
      tabClassName={(active) =>
        `-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition sm:px-4 ${active ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-slate-900'}`
      }
    >
      {(key) => t('study.mine.tabCount', { label: t(tabOf(key).label), count: tabCount(statusCounts, tabOf(key).serviceStatus) })}
    </TabList>
  );
}
