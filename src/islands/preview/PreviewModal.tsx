// The phone-frame preview modal (spec 1 §2.3, §4): a page of the mobile web app beside an
// app-download hint. The frame is created on every open, so each open loads (and greets) afresh.
import { useStore } from '@nanostores/react';
import { $session } from '../../stores/session';
import { PhoneBadge } from '../../ui/PhoneBadge';
import { modalNamed, NamedModal } from '../ui/NamedModal';
import { useT } from '../../ui/useT';
import { PhoneFrame } from './PhoneFrame';

const previewModal = modalNamed<{ src: string }>('preview');

/** Opens the preview of `src`, the address of a mobile web app page. */
export function openPreview(src: string): void {
  previewModal.open({ src });
}

export function PreviewModal() {
  const t = useT();
  // Subscribed so that the session the frame reads on load is this school's current one.
  useStore($session);
  return (
    <NamedModal modal={previewModal} title={() => t('common.preview.title')} width="max-w-xl">
      {({ src }) => (
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center sm:justify-center sm:gap-10" data-preview>
          <PhoneFrame src={src} />
          <aside className="flex max-w-60 flex-col items-center gap-3 text-center sm:items-start sm:text-left" data-preview-hint>
            <PhoneBadge className="size-11 rounded-2xl">
              <path d="M12 7.5v6M9.5 11 12 13.5 14.5 11" />
            </PhoneBadge>
            <p className="text-base font-semibold text-slate-900">{t('common.preview.appDownloadHint')}</p>
            <a
              href="/login/student-login/"
              className="inline-flex items-center rounded-full bg-brand px-5 py-2 text-sm font-medium text-white shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              data-preview-download
            >
              {t('site.header.appDownload')}
            </a>
          </aside>
        </div>
      )}
    </NamedModal>
  );
}
