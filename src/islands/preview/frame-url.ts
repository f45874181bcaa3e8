// The phone-frame preview's configured mobile web app: the school's H5 domain, written into the
// page as data-mobile-app. The address it leads to is built in src/lib/mobile-app.ts.

/** The configured mobile web app: on the trigger, else on the nearest or any [data-mobile-app]. */
export function configuredMobileApp(trigger: HTMLElement, doc: Document = document): string | undefined {
  const holder = trigger.closest<HTMLElement>('[data-mobile-app]') ?? doc.querySelector<HTMLElement>('[data-mobile-app]');
  return (trigger.dataset.mobileApp || holder?.dataset.mobileApp || '').trim() || undefined;
}
