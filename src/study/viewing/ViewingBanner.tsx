// The banner of every study screen viewed on behalf of a student (spec 2 §6): whose study it is,
// that it is read-only, and the way back to one's own study (a page load, which drops the userId).
// In an experience class, the observer is told what they may do there.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { studyPageHref } from '../../lib/site-routes';
import { HOME_SCREEN } from '../screens';
import { $observing, $readOnly, $viewedStudent } from './stores';

export function ViewingBanner() {
  const t = useT();
  const readOnly = useStore($readOnly);
  const viewed = useStore($viewedStudent);
  const observing = useStore($observing);
  if (!readOnly && observing) {
    return (
      <div className="border-b border-sky-200 bg-sky-50" data-observer-banner role="status">
        <p className="mx-auto max-w-6xl px-4 py-2.5 text-sm text-sky-900">{t('study.viewing.observer')}</p>
      </div>
    );
  }
  if (!readOnly) return null;
  const student = viewed.data;
  const name = student ? student.realName || student.nickName : '…';
  return (
    <div className="border-b border-amber-200 bg-amber-50" data-viewing-banner role="status">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 text-sm text-amber-900">
        <span className="font-medium">{viewed.error && !student ? t('study.viewing.refused') : t('study.viewing.banner', { name })}</span>
        <a href={studyPageHref(HOME_SCREEN)} className="font-medium text-brand underline">
          {t('study.mine.viewMine')}
        </a>
      </p>
    </div>
  );
}
