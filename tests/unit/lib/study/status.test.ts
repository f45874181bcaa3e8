import { describe, expect, it } from 'vitest';
import {
  MY_LEARNING_TABS,
  classHomeTabs,
  classStatusLabel,
  defaultClassHomeTab,
  isServiceStatus,
  serviceStatusLabel,
  statusCountKey,
  tabCount,
} from '../../../../src/lib/study/status';
import { itAnswers } from '../../support/each-row';

describe('student service status', () => {
  it.each([
    [-1, 'rules.serviceStatus.pendingAdmission'],
    [0, 'rules.serviceStatus.pendingStart'],
    [1, 'rules.serviceStatus.pendingReport'],
    [2, 'rules.serviceStatus.inService'],
    [3, 'rules.serviceStatus.finished'],
  ])('labels status %i as %s', (status, label) => {
    expect(isServiceStatus(status)).toBe(true);
    expect(serviceStatusLabel(status)).toBe(label);
  });

  it.each([4, -2, null, undefined, Number.NaN])('has no label for a status the spec does not name (%s)', (status) => {
    expect(serviceStatusLabel(status)).toBeUndefined();
  });

  it('does not take a numeric string for a status', () => {
    expect(isServiceStatus('2')).toBe(false);
  });

  it('offers the my-learning tabs all, then every status in order', () => {
    expect(MY_LEARNING_TABS).toEqual([
      { serviceStatus: undefined, label: 'rules.serviceStatus.all' },
      { serviceStatus: -1, label: 'rules.serviceStatus.pendingAdmission' },
      { serviceStatus: 0, label: 'rules.serviceStatus.pendingStart' },
      { serviceStatus: 1, label: 'rules.serviceStatus.pendingReport' },
      { serviceStatus: 2, label: 'rules.serviceStatus.inService' },
      { serviceStatus: 3, label: 'rules.serviceStatus.finished' },
    ]);
  });
});

describe('class period status', () => {
  itAnswers(classStatusLabel, 'labels classStatus %i as %s', [
    [0, 'rules.classStatus.toPublish'],
    [1, 'rules.classStatus.inService'],
    [2, 'rules.classStatus.complete'],
    [3, 'rules.classStatus.graduated'],
  ]);

  it.each([4, null, undefined])('has no label for classStatus %s', (classStatus) => {
    expect(classStatusLabel(classStatus)).toBeUndefined();
  });

  it('offers only the past-class tab once the service is complete', () => {
    expect(classHomeTabs(2)).toEqual([{ tab: 1, label: 'rules.classHome.pastTab' }]);
    expect(defaultClassHomeTab(2)).toBe(1);
  });

  it.each([0, 1, 3, undefined])('offers today and past tabs, today first, for classStatus %s', (classStatus) => {
    expect(classHomeTabs(classStatus).map((item) => item.tab)).toEqual([0, 1]);
    expect(defaultClassHomeTab(classStatus)).toBe(0);
  });
});

describe('my-learning tab counts', () => {
  const counts = { '-1': 1, '0': 1, '1': 1, '2': 2, '3': 2, all: 7 };

  it('names the all tab and each status tab as the answer does', () => {
    expect(MY_LEARNING_TABS.map((tab) => statusCountKey(tab.serviceStatus))).toEqual(['all', '-1', '0', '1', '2', '3']);
  });

  it("reads each tab's count from statusCounts, and 0 when the answer has none", () => {
    expect(MY_LEARNING_TABS.map((tab) => tabCount(counts, tab.serviceStatus))).toEqual([7, 1, 1, 1, 2, 2]);
    expect(tabCount({ all: 3 }, 2)).toBe(0);
    expect(tabCount(undefined, undefined)).toBe(0);
  });
});
