// What a visitor does in an island before its code has taken the server-rendered form over: held,
// then given to the island once it is ready, so that no tap is lost and the plain HTML form never
// submits itself (a reload that drops the page, with the typed fields in the address).
//
// Held: clicks (buttons, tabs), arrow/Home/End keys on tabs, Enter in a field and any form
// submission. Not held: links, which work without the island, and what native controls do on their
// own: focus and typing in text fields, ticking a checkbox or choosing a radio (directly or by its
// label), which the visitor sees at once (src/site/browser/hydrate-on-interaction.ts gives the
// island the typed text and the ticks once it runs). A held event is dispatched again on the same
// element, or, if the framework replaced it, on the element at the same place in the island.
//
// A tab that only shows a panel answers at once as well (issue 28): a held click (or arrow key) on
// a tab selects it on the screen (aria-selected, the tab order, the panel's label, and the parts of
// the panel marked data-for-tab="<tab id>" shown only with their tab), as the island will once it
// runs and is given the held click; if its code never arrives, the screen goes back as it was.

type Held =
  | { kind: 'click'; path: number[]; target: Element; init: MouseEventInit }
  | { kind: 'keydown'; path: number[]; target: Element; init: KeyboardEventInit }
  | { kind: 'submit'; path: number[]; target: Element; submitter: { path: number[]; target: Element } | undefined };

const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const TEXT_TYPES = new Set(['text', 'tel', 'email', 'password', 'search', 'url', 'number']);

const isTextEntry = (node: Element) =>
  (node instanceof HTMLInputElement && TEXT_TYPES.has(node.type)) || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

/** A checkbox or radio, or a label of one: the browser's own toggle is left to happen. */
export const isToggle = (node: Element | null | undefined): node is HTMLInputElement => node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio');
const togglesNatively = (node: Element) => isToggle(node) || isToggle(node.closest('label')?.control);

/** A tab's attributes and parts changed on the screen before the island ran, and how to put them back. */
type Undo = () => void;

/** Selects `tab` on the screen as the island would: see the comment at the top. */
function showTab(root: Element, tab: HTMLElement, undo: Undo[]) {
  const tablist = tab.closest('[role="tablist"]');
  if (!tablist || tab.getAttribute('aria-disabled') === 'true') return;
  const set = (element: Element, name: string, value: string | null) => {
    const before = element.getAttribute(name);
    if (before === value) return;
    undo.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  };
  const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];
  for (const each of tabs) {
    const selected = each === tab;
    set(each, 'aria-selected', String(selected));
    set(each, 'tabindex', selected ? '0' : '-1');
    const panel = each.getAttribute('aria-controls');
    if (selected && panel) {
      const element = root.querySelector(`#${CSS.escape(panel)}`);
      if (element?.hasAttribute('aria-labelledby')) set(element, 'aria-labelledby', each.id);
    }
  }
  const ids = new Set(tabs.map((each) => each.id));
  for (const part of root.querySelectorAll('[data-for-tab]')) {
    if (ids.has(part.getAttribute('data-for-tab')!)) set(part, 'hidden', part.getAttribute('data-for-tab') === tab.id ? null : '');
  }
}

/** The tab an arrow, Home or End key moves to from `tab` (wrapping, as src/ui/useTabs.ts does). */
function tabMovedTo(tab: Element, key: string): HTMLElement | undefined {
  const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const at = tabs.indexOf(tab as HTMLElement);
  if (at < 0) return undefined;
  const moves: Partial<Record<string, number>> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 };
  const next = moves[key];
  return next === undefined ? undefined : tabs[(next + tabs.length) % tabs.length];
}

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
  const undo: Undo[] = [];
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
    if (target.closest('a[href]') || isTextEntry(target) || togglesNatively(target)) return;
    const tab = target.closest<HTMLElement>('[role="tab"]');
    if (tab && root.contains(tab)) showTab(root, tab, undo);
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
      const moved = target.getAttribute('role') === 'tab' ? tabMovedTo(target, event.key) : undefined;
      if (moved) {
        showTab(root, moved, undo);
        moved.focus();
      }
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
      for (const step of undo.reverse()) step();
      undo.length = 0;
    },
    /** Stops holding and gives the island, now ready, what was held, in order, one task apart (each sees the state the previous left). */
    async release() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('keydown', onKeyDown, true);
      root.removeEventListener('submit', onSubmit, true);
      root.removeAttribute('aria-busy');
      // The island now owns the screen; the held clicks bring its state to what the screen shows.
      undo.length = 0;
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
