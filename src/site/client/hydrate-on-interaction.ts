// `client:interaction`: an island rendered at build time (so its form is visible and readable at
// once) whose JavaScript loads when the visitor first points at, touches or focuses it. The sign-in,
// registration and certificate forms use it: a page downloads no framework before anyone interacts.
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) element.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const name of EVENTS) element.addEventListener(name, start, { passive: true });
};

export default hydrateOnInteraction;
