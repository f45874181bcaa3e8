// The preview modal's state: the address of the page it shows, or null when closed.
import { atom } from 'nanostores';

export const $previewSrc = atom<string | null>(null);

export function openPreview(src: string): void {
  $previewSrc.set(src);
}

export function closePreview(): void {
  $previewSrc.set(null);
}
