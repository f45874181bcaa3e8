// What a visitor does in an island before its code has taken the server-rendered form over: held,
// then given to the island once it is ready, so that no tap is lost and the plain HTML form never
// submits itself (a reload that drops the page, with the typed fields in the address).
//
// Held: clicks (buttons, tabs, checkboxes, radios and their labels: the browser's own toggle is
// cancelled, so the island's state and the screen agree once it runs), arrow/Home/End keys on
// tabs, Enter in a field and any form submission. Not held: links, which work without the island,
// and what text fields do natively (focus, typing: src/site/browser/hydrate-on-interaction.ts gives
// typed text back). A held event is dispatched again on the same element, or, if the framework
// replaced it, on the element at the same place in the island.

type Held =
  | { kind: 'click'; path: number[]; target: Element; init: MouseEventInit }
  | { kind: 'keydown'; path: number[]; target: Element; init: KeyboardEventInit }
  | { kind: 'submit'; path: number[]; target: Element; submitter: { path: number[]; target: Element } | undefined };

const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const TEXT_TYPES = new Set(['text', 'tel', 'email', 'password', 'search', 'url', 'number']);

const isTextEntry = (node: Element) =>
  (node instanceof HTMLInputElement && TEXT_TYPES.has(node.type)) || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement) path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}

/** The held element if the island kept it, else the one now at its place. */
function find(root: Element, path: number[], original: Element): Element | undefined {
  if (original.isConnected && root.contains(original)) return original;
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function holdInteractions(root: HTMLElement, onFirst: () => void) {
  const held: Held[] = [];
  const hold = (event: Event, entry: Held) => {
    event.preventDefault();
    // The framework, once attached, must not see half of an interaction: it gets the whole one later.
    event.stopImmediatePropagation();
    held.push(entry);
    root.setAttribute('aria-busy', 'true');
    onFirst();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('a[href]') || isTextEntry(target)) return;
    const { clientX, clientY, screenX, screenY, button, detail, altKey, ctrlKey, metaKey, shiftKey } = event;
    hold(event, { kind: 'click', path: pathOf(root, target), target, init: { clientX, clientY, screenX, screenY, button, detail, altKey, ctrlKey, metaKey, shiftKey } });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as Element;
    if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const form = target instanceof HTMLInputElement && TEXT_TYPES.has(target.type) ? target.form : null;
    // Enter in a field submits its form (implicit submission), as it will once the island runs.
    if (event.key === 'Enter' && form) return hold(event, { kind: 'submit', path: pathOf(root, form), target: form, submitter: undefined });
    if (TAB_KEYS.has(event.key) && !isTextEntry(target)) {
      const { key, code, shiftKey } = event;
      hold(event, { kind: 'keydown', path: pathOf(root, target), target, init: { key, code, shiftKey } });
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    hold(event, { kind: 'submit', path: pathOf(root, form), target: form, submitter: event.submitter ? { path: pathOf(root, event.submitter), target: event.submitter } : undefined });
  };

  root.addEventListener('click', onClick, true);
  root.addEventListener('keydown', onKeyDown, true);
  root.addEventListener('submit', onSubmit, true);

  return {
    /** The code did not arrive (Astro reported the error): what was held is dropped, as nothing
     * visibly happened, but holding goes on, so the plain form still cannot submit itself. */
    drop() {
      held.length = 0;
      root.removeAttribute('aria-busy');
    },
    /** Stops holding and gives the island, now ready, what was held, in order, one task apart (each sees the state the previous left). */
    async release() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('keydown', onKeyDown, true);
      root.removeEventListener('submit', onSubmit, true);
      root.removeAttribute('aria-busy');
      for (const entry of held) {
        await nextTask();
        const target = find(root, entry.path, entry.target);
        if (!target) continue;
        const init = { bubbles: true, cancelable: true, composed: true };
        if (entry.kind === 'click') target.dispatchEvent(new MouseEvent('click', { ...init, ...entry.init, view: window }));
        else if (entry.kind === 'keydown') target.dispatchEvent(new KeyboardEvent('keydown', { ...init, ...entry.init }));
        else if (target instanceof HTMLFormElement) submit(target, entry.submitter && find(root, entry.submitter.path, entry.submitter.target));
      }
      held.length = 0;
    },
  };
}

function submit(form: HTMLFormElement, submitter: Element | undefined) {
  const valid = (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form && submitter.type === 'submit';
  form.requestSubmit(valid ? submitter : null);
}
