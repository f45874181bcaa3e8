// A like button as the page marks it; the DOM is the only copy of what it shows.
//   <button type="button" data-like data-like-kind="review" data-like-id="12" aria-pressed="false">
//     <svg …/> <span class="sr-only">Like</span> <span data-like-count>34</span>
//   </button>
import type { LikeKind, LikeState } from './api';

export interface LikeButton {
  element: HTMLElement;
  kind: LikeKind;
  id: number;
}

export function readButton(element: HTMLElement): LikeButton | undefined {
  const kind = element.dataset.likeKind;
  const id = Number(element.dataset.likeId);
  if ((kind !== 'review' && kind !== 'short-video') || !Number.isInteger(id)) return undefined;
  return { element, kind, id };
}

export function shownState(element: HTMLElement): LikeState {
  const count = Number(element.querySelector('[data-like-count]')?.textContent?.trim());
  return { liked: element.getAttribute('aria-pressed') === 'true', count: Number.isFinite(count) ? count : 0 };
}

export function show(element: HTMLElement, { liked, count }: LikeState) {
  element.setAttribute('aria-pressed', String(liked));
  const counter = element.querySelector('[data-like-count]');
  if (counter) counter.textContent = String(Math.max(0, count));
}

/** Every button of the page for the same thing (a review shown twice stays in step). */
export function buttonsFor(kind: LikeKind, id: number, scope: ParentNode = document): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(`[data-like][data-like-kind="${kind}"][data-like-id="${id}"]`));
}
