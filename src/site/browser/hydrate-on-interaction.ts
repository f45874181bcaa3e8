// `client:interaction`: an island rendered at build time (so its form is visible and readable at
// once) whose JavaScript loads when the visitor first points at, touches or focuses it. The sign-in,
// registration and certificate forms use it: a page downloads no framework before anyone interacts.
// (Loading when idle was measured and refused: React and the certificate island take /query_h5 from
// 5.7 to 101 KB of JavaScript before any interaction, over the 80 KB budget of bench:pages.)
//
// Nothing done while the code is on its way is lost (ARCHITECTURE.md, Islands and hydration):
// - taps, keys and submissions are held and given to the island once it is ready
//   (./held-interactions.ts), and the island says it is busy meanwhile (aria-busy);
// - text typed is given back: the framework, taking the fields over, writes its own empty state
//   into them; each field typed into before it was ready gets its text back once, as an input
//   event, so the form's state (not just the screen) holds it;
// - a checkbox ticked or a radio chosen meanwhile shows at once (the browser's own toggle, issue
//   28), and is given to the island once it is ready, as the click a person would make, so that
//   its state holds what the screen shows; a tab that only shows a panel switches at once too
//   (./held-interactions.ts).
// Ready means the island's root carries `data-ready` (set from an effect, src/islands/useHydrated.ts):
// React hydrates in a transition, after Astro's hydrate() has returned.
import type { ClientDirective } from 'astro';
import { holdInteractions, isToggle } from './held-interactions';

const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
// An island that never says it is ready (or failed to hydrate) gets what was held anyway.
const READY_TIMEOUT_MS = 5000;

type Field = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type)) || target instanceof HTMLTextAreaElement;

const selectorOf = (field: Field) => (field.id ? `#${CSS.escape(field.id)}` : field.name ? `[name="${CSS.escape(field.name)}"]` : undefined);

function giveBack(field: Field, value: string) {
  // React tracks a controlled field's value through the element's own `value` property: set it
  // there to empty, then write the text with the prototype's setter, so the event reads as a change.
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The island hydrated with its own state under a box the visitor toggled (and may have rendered
 * it again from that state since): the box is set to the other value through the framework's own
 * tracking, then clicked, so the island sees a change to what the visitor chose and its state
 * follows.
 */
function giveToggleBack(box: HTMLInputElement, wanted: boolean) {
  box.checked = !wanted;
  // The island decides from here: what its state says is what shows (a form that refuses the tick keeps the box as it wants).
  box.click();
}

function ready(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => element.querySelector('[data-ready]') && done());
    const timer = setTimeout(done, READY_TIMEOUT_MS);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
    if (element.querySelector('[data-ready]')) done();
  });
}

const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const typed = new Map<string, string>();
  const remember = (event: Event) => {
    const selector = isTextField(event.target) ? selectorOf(event.target) : undefined;
    if (selector && isTextField(event.target)) typed.set(selector, event.target.value);
  };
  element.addEventListener('input', remember);
  // Each box toggled: what the visitor left it at, and what it was built with (the island's first state).
  const toggled = new Map<HTMLInputElement, { wanted: boolean; built: boolean }>();
  const rememberToggle = (event: Event) => {
    const box = event.target as Element;
    if (!isToggle(box)) return;
    // A radio chosen unchooses the others of its group, which fire no event.
    if (box.type === 'radio') for (const [other, state] of toggled) if (other.type === 'radio' && other.name === box.name) state.wanted = false;
    toggled.set(box, { wanted: box.checked, built: toggled.get(box)?.built ?? box.defaultChecked });
  };
  element.addEventListener('change', rememberToggle);

  // Once, when the island is ready: its hydration has been committed by then, so a field it
  // emptied is empty now. Watching longer would undo the island's own later changes (a query
  // that clears the captcha field) or the visitor's next edit.
  const giveTypedBack = () => {
    for (const [selector, value] of typed) {
      const field = element.querySelector(selector);
      if (isTextField(field) && field.value !== value) giveBack(field, value);
    }
    typed.clear();
    element.removeEventListener('change', rememberToggle);
    // An unchosen radio needs nothing: choosing the other one of its group is what tells the island.
    for (const [box, { wanted, built }] of toggled) if (box.isConnected && wanted !== built && (box.type === 'checkbox' || wanted)) giveToggleBack(box, wanted);
    toggled.clear();
  };

  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) element.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
    // Astro keeps `ssr` on an island whose code failed to load: the next interaction tries again.
    if (element.hasAttribute('ssr')) {
      held.drop();
      started = false;
      for (const name of EVENTS) element.addEventListener(name, start, { passive: true });
      return;
    }
    await ready(element);
    element.removeEventListener('input', remember);
    // Text first: a held tap on 'Get code' needs the mobile typed before it.
    giveTypedBack();
    await held.release();
  };
  const held = holdInteractions(element, start);
  for (const name of EVENTS) element.addEventListener(name, start, { passive: true });
};

export default hydrateOnInteraction;
