// The header's user menu for a signed-in user (spec 1 §2.3), loaded by src/site/browser/header-user.ts
// only when someone is signed in: their name and avatar open a disclosure menu (button with
// aria-expanded, Escape closes) with the personal centre (the phone-frame preview of /mine) and log
// out, after a confirmation. Framework-free: it is a handful of elements. The texts come from the
// header, rendered in the school's language at build time.
import { displayName } from '../../lib/display-name';
import { $session, isLoggedIn, type Session, type UserInfo } from '../../stores/session';
import { $tenant } from '../../stores/tenant';
import type { UnsentAnswersSender } from './logout';

interface MenuTexts {
  label: string;
  personalCentre: string;
  logout: string;
  logoutConfirm: string;
  logoutSuccess: string;
  /** Shown while a sign-out waits for the exam's unsent answers to go. */
  logoutSending: string;
  confirm: string;
  cancel: string;
  defaultName: string;
}

const MENU_ID = 'header-user-menu';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function avatar(user: UserInfo | null, name: string): HTMLElement {
  const url = typeof user?.avatar === 'string' ? user.avatar : '';
  if (url) {
    const image = element('img', 'size-7 shrink-0 rounded-full bg-slate-100 object-cover');
    image.src = url;
    image.alt = '';
    return image;
  }
  const initial = element('span', 'flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-semibold text-white', [...name][0]?.toUpperCase() ?? '');
  initial.setAttribute('aria-hidden', 'true');
  return initial;
}

function mountUserMenu(mount: HTMLElement, texts: MenuTexts, sendUnsentAnswers: UnsentAnswersSender): void {
  let open = false;
  let button: HTMLButtonElement | undefined;
  let menu: HTMLElement | undefined;

  const setOpen = (next: boolean, { restoreFocus = false } = {}) => {
    open = next;
    button?.setAttribute('aria-expanded', String(next));
    if (menu) menu.hidden = !next;
    if (!next && restoreFocus) button?.focus();
  };

  // What the menu shows, so that a session change it does not show (the expiry renewed, the
  // visitor id, the stores settling after a navigation) leaves an open menu open.
  let shown: string | undefined;

  const render = (session: Session) => {
    const signedIn = isLoggedIn(session);
    const showing = signedIn ? JSON.stringify([displayName(session.user, texts.defaultName), session.user?.avatar ?? '']) : '';
    if (showing === shown) return;
    shown = showing;
    mount.replaceChildren();
    mount.toggleAttribute('data-signed-in', signedIn);
    button = menu = undefined;
    open = false;
    if (!signedIn) return;

    const name = displayName(session.user, texts.defaultName);
    const wrapper = element('div', 'relative');
    button = element(
      'button',
      'flex max-w-[12rem] items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-800 shadow-sm transition hover:border-brand/50 hover:text-brand aria-expanded:border-brand aria-expanded:text-brand',
    );
    button.type = 'button';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', MENU_ID);
    button.setAttribute('aria-label', `${texts.label}: ${name}`);
    button.dataset.userMenuButton = '';
    const chevron = element('span', 'text-xs text-slate-500', '▾');
    chevron.setAttribute('aria-hidden', 'true');
    button.append(avatar(session.user, name), element('span', 'truncate', name), chevron);

    menu = element('div', 'absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-900/10');
    menu.id = MENU_ID;
    menu.hidden = true;
    const item = 'block w-full px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50 hover:text-brand focus-visible:bg-slate-50';
    const personalCentre = element('button', item, texts.personalCentre);
    personalCentre.type = 'button';
    // The phone-frame preview island (src/site/browser/islands.ts) opens on this trigger.
    personalCentre.dataset.openPreview = '';
    personalCentre.dataset.previewPath = '/mine';
    const logout = element('button', `${item} border-t border-slate-100`, texts.logout);
    logout.type = 'button';
    logout.dataset.logout = '';
    menu.append(personalCentre, logout);
    wrapper.append(button, menu);
    mount.append(wrapper);

    button.addEventListener('click', () => setOpen(!open));
    personalCentre.addEventListener('click', () => setOpen(false));
    logout.addEventListener('click', () => {
      setOpen(false);
      confirmLogout(texts, sendUnsentAnswers, () => button?.focus());
    });
  };

  mount.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false, { restoreFocus: true });
    }
  });
  // A click or focus anywhere else closes the menu.
  document.addEventListener('click', (event) => {
    if (open && !mount.contains(event.target as Node)) setOpen(false);
  });
  mount.addEventListener('focusout', (event) => {
    if (open && !mount.contains(event.relatedTarget as Node | null)) setOpen(false);
  });

  $session.subscribe(render);
}

let confirmDialog: HTMLDialogElement | undefined;

/** The confirmation before logging out: a native modal dialog (focus kept inside, Escape cancels). */
function confirmLogout(texts: MenuTexts, sendUnsentAnswers: UnsentAnswersSender, onCancel: () => void): void {
  if (!confirmDialog) {
    const dialog = element('dialog', 'm-auto w-[calc(100%-2rem)] max-w-sm rounded-xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/50');
    dialog.setAttribute('aria-labelledby', 'logout-confirm-text');
    dialog.dataset.logoutConfirm = '';
    const text = element('p', 'text-base font-medium text-slate-900', texts.logoutConfirm);
    text.id = 'logout-confirm-text';
    const actions = element('form', 'mt-6 flex justify-end gap-3');
    actions.method = 'dialog';
    const cancel = element('button', 'rounded-lg border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50', texts.cancel);
    cancel.value = 'cancel';
    const confirm = element('button', 'rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:brightness-110', texts.confirm);
    confirm.value = 'confirm';
    actions.append(cancel, confirm);
    dialog.append(text, actions);
    document.body.append(dialog);
    confirmDialog = dialog;
  }
  const dialog = confirmDialog;
  dialog.returnValue = '';
  dialog.addEventListener(
    'close',
    () => {
      if (dialog.returnValue !== 'confirm') return onCancel();
      void import('./logout')
        .then(({ logout }) => logout({ successMessage: texts.logoutSuccess, sendingMessage: texts.logoutSending, sendUnsentAnswers }))
        // The menu button is gone with the session: focus goes where the user can sign in again;
        // a student who chose to stay (unsent answers) is back on the menu button.
        .then((left) => (left ? document.querySelector<HTMLElement>('[data-register-login]')?.focus() : onCancel()));
    },
    { once: true },
  );
  dialog.showModal();
  // Cancel first: a stray Enter must not log anyone out.
  (dialog.querySelector('button[value="cancel"]') as HTMLButtonElement | null)?.focus();
}

/** A session with a token but no user info yet gets it; a dead token is found out on the way. */
function fillMissingUser(): void {
  let asked = false;
  $session.subscribe((session) => {
    // Only for this page's school: the stores may still hold the previous page's until the bootstrap runs.
    if (asked || !isLoggedIn(session) || session.user || $tenant.get().tenantId !== document.documentElement.dataset.tenant) return;
    asked = true;
    void import('./refresh-user').then(({ refreshUser }) => refreshUser());
  });
}

let mounted = false;

/**
 * Draws the menu into the header's mount point and keeps it in step with the session. The page
 * (src/site/browser/header-user.ts) passes the exam's sender of unsent answers, which log out runs
 * first: islands never import the study widget.
 */
export function mountHeaderMenu(mount: HTMLElement, sendUnsentAnswers: UnsentAnswersSender): void {
  if (mounted) return;
  mounted = true;
  mountUserMenu(mount, JSON.parse(mount.dataset.texts ?? '{}') as MenuTexts, sendUnsentAnswers);
  fillMissingUser();
}
