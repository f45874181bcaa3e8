// The phone-frame preview island: loaded on the first click of a [data-open-preview] trigger;
// data-preview-path names the mobile page ('/mine' from the header's personal centre).
import { createRoot } from 'react-dom/client';
import { isLocale, defaultLocale } from '../../i18n';
import type { OnDemandIsland } from '../../site/browser/on-demand';
import { $tenant } from '../../stores/tenant';
import { previewFrameUrl } from '../../lib/mobile-app';
import { configuredMobileApp } from './frame-url';
import { PreviewModal } from './PreviewModal';
import { openPreview } from './state';

let mounted = false;

function mountOnce() {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.dataset.island = 'preview';
  document.body.append(container);
  createRoot(container).render(<PreviewModal />);
}

const island: OnDemandIsland = {
  open(trigger) {
    mountOnce();
    const { tenantId, locale } = $tenant.get();
    const url = previewFrameUrl({
      path: trigger.dataset.previewPath || '/',
      configured: configuredMobileApp(trigger),
      tenantId,
      locale: isLocale(locale) ? locale : defaultLocale,
      page: new URL(window.location.href),
    });
    openPreview(url.toString());
  },
};

export const { open } = island;
