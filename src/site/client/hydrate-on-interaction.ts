// `client:interaction`: an island rendered at build time (so its form is visible and readable at
// once) whose JavaScript loads when the visitor first points at, touches or focuses it. The sign-in,
// registration and certificate forms use it: a page downloads no framework before anyone interacts.
//
// Text typed while the code is on its way is not lost: the framework, taking the fields over, writes
// its own empty state into them; each field typed into before that gets its text back once, as an
// input event, so the form's state (not just the screen) holds it.
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const REPLAY_EVERY_MS = 50;
const REPLAY_WINDOW_MS = 3000;

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

const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const typed = new Map<string, string>();
  const remember = (event: Event) => {
    const selector = isTextField(event.target) ? selectorOf(event.target) : undefined;
    if (selector && isTextField(event.target)) typed.set(selector, event.target.value);
  };
  element.addEventListener('input', remember);

  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) element.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
    element.removeEventListener('input', remember);
    const watch = setInterval(() => {
      for (const [selector, value] of typed) {
        const field = element.querySelector(selector);
        if (!isTextField(field) || field.value === value) continue;
        typed.delete(selector);
        giveBack(field, value);
      }
    }, REPLAY_EVERY_MS);
    setTimeout(() => clearInterval(watch), REPLAY_WINDOW_MS);
  };
  for (const name of EVENTS) element.addEventListener(name, start, { passive: true });
};

export default hydrateOnInteraction;
