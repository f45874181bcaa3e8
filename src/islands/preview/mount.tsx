// The phone-frame preview island: loaded on the first click of a [data-open-preview] trigger;
// data-preview-path names the mobile page ('/mine' from the header's personal centre).
import { isLocale, defaultLocale } from '../../i18n/locale';
import { previewFrameUrl } from '../../lib/mobile-app';
import { $tenant } from '../../stores/tenant';
import { mountIsland } from '../mount-island';
import { configuredMobileApp } from './frame-url';
import { openPreview, PreviewModal } from './PreviewModal';

export const { open } = mountIsland('preview', <PreviewModal />, (trigger) => {
  const { tenantId, locale } = $tenant.get();
  const url = previewFrameUrl({
    path: trigger.dataset.previewPath || '/',
    configured: configuredMobileApp(trigger),
    tenantId,
    locale: isLocale(locale) ? locale : defaultLocale,
    page: new URL(window.location.href),
  });
  openPreview(url.toString());
});
