// What a player test's page saw, for the test that fails: a trace keeps the DOM and the test's
// calls, not the media element's events nor which element a tap reached. The journal holds both:
// every media event with the playhead, and every touch, mouse, input and key event with its target.
// It found the touch seek's flake: a tap meant for plyr's bar had opened the next content.
import type { Page, TestInfo } from '@playwright/test';

const EVENTS = ['loadstart', 'emptied', 'abort', 'error', 'loadedmetadata', 'play', 'pause', 'seeking', 'seeked', 'ended', 'stalled', 'waiting', 'ratechange', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'click', 'input', 'change', 'keydown'];

/** Starts the journal in every document of `page`, before its own scripts. */
export async function journalMedia(page: Page) {
  await page.addInitScript((types: string[]) => {
    const journal: unknown[] = [];
    (window as unknown as { mediaJournal: unknown[] }).mediaJournal = journal;
    // Capturing on the document: media events do not bubble, but every event passes it on its way down.
    for (const type of types) {
      document.addEventListener(
        type,
        (event) => {
          const media = document.querySelectorAll<HTMLMediaElement>('[data-classroom-media]');
          const element = media[media.length - 1];
          const target = event.target as HTMLElement;
          journal.push({
            at: Math.round(performance.now()),
            type,
            target: `${target.tagName}${typeof target.className === 'string' && target.className ? `.${target.className.split(' ').slice(0, 3).join('.')}` : ''}`,
            players: media.length,
            currentTime: element?.currentTime,
            duration: element?.duration,
            readyState: element?.readyState,
            value: target instanceof HTMLInputElement ? target.value : undefined,
            x: event instanceof MouseEvent ? event.clientX : event instanceof TouchEvent ? event.changedTouches[0]?.clientX : undefined,
          });
        },
        true,
      );
    }
  }, EVENTS);
}

/** Attaches the journal to the test's result (media-journal.json). */
export async function attachMediaJournal(page: Page, testInfo: TestInfo) {
  const journal = await page.evaluate(() => (window as unknown as { mediaJournal?: unknown[] }).mediaJournal ?? []).catch((error: unknown) => [`unreadable: ${String(error)}`]);
  await testInfo.attach('media-journal.json', { body: JSON.stringify(journal, null, 1), contentType: 'application/json' });
}
