// A link to another study screen: a real <a> (its address can be opened in a new tab or copied),
// which opens the screen inside the widget on a plain click.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { studyPageHref } from '../../lib/site-routes';
import { keepViewedUser, openStudy } from '../router';
import { holdsLeaving } from './leave-guard';

export function StudyLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The answering screens ask before they are left (leave-guard.ts).
    if (holdsLeaving(href)) return;
    openStudy(href);
  }
  return <a {...rest} href={studyPageHref(keepViewedUser(href))} onClick={open} />;
}
