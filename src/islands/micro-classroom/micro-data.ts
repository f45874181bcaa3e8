// One micro-classroom item (spec 1 §3, §7.4 getOperationBasic): its video, its words and the
// training recommended with it (relatedProductResultVOS).
import { call } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import type { components } from '../../api/schema';

export type MicroClassroomItem = components['schemas']['ShortVideo'];
export type RecommendedProduct = components['schemas']['Product'];

export function loadMicroClassroomItem(id: number): Promise<MicroClassroomItem> {
  return call(getBrowserClient().GET('/api/universityAdvertise/anyUser/contentOperation/getOperationBasic/{id}', { params: { path: { id } } }));
}

/**
 * The section's items in the order shown, from the card that was clicked: the viewer pages
 * through exactly the videos the visitor saw (the tag filter already removed the others).
 */
export function sectionItems(trigger: HTMLElement): { ids: number[]; startIndex: number } {
  const idOf = (element: Element) => Number((element as HTMLElement).dataset.openMicro);
  const section = trigger.closest('[data-short-videos]') ?? trigger.ownerDocument;
  const ids = Array.from(section.querySelectorAll('[data-open-micro]'), idOf).filter((id) => Number.isInteger(id) && id > 0);
  const clicked = idOf(trigger);
  if (!ids.includes(clicked)) return { ids: [clicked], startIndex: 0 };
  return { ids, startIndex: ids.indexOf(clicked) };
}
