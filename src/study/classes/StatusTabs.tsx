// The my-learning status tabs: all, then each service status, each with its count (spec 2 §2).
import { useT } from '../../ui/useT';
import { useTabs } from '../../ui/useTabs';
import { MY_LEARNING_TABS, statusCountKey, tabCount, type ServiceStatus } from '../../lib/study/status';
import type { components } from '../../api/schema';

interface StatusTabsProps {
  selected: ServiceStatus | undefined;
  statusCounts: components['schemas']['ServiceStatusCounts'] | undefined;
  onSelect(serviceStatus: ServiceStatus | undefined): void;
  panelId: string;
}

export function StatusTabs({ selected, statusCounts, onSelect, panelId }: StatusTabsProps) {
  const t = useT();
  const keys = MY_LEARNING_TABS.map((tab) => statusCountKey(tab.serviceStatus));
  const tabProps = useTabs(keys, statusCountKey(selected), (key) => onSelect(MY_LEARNING_TABS[keys.indexOf(key)]!.serviceStatus));
  return (
    <div role="tablist" aria-label={t('study.mine.statusTabs')} className="flex gap-1 overflow-x-auto border-b border-slate-200" data-status-tabs>
      {MY_LEARNING_TABS.map((tab) => {
        const key = statusCountKey(tab.serviceStatus);
        const active = key === statusCountKey(selected);
        return (
          <button
            key={key}
            {...tabProps(key)}
            id={`study-status-tab-${key}`}
            aria-controls={panelId}
            data-status-tab={key}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition sm:px-4 ${
              active ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t('study.mine.tabCount', { label: t(tab.label), count: tabCount(statusCounts, tab.serviceStatus) })}
          </button>
        );
      })}
    </div>
  );
}
