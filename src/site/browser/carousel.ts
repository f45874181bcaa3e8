// The home banner carousel (spec 1 §9: autoplay every 4000 ms). Only the swiper modules it uses
// are imported, so the page carries no more of swiper than this.
//   <div class="swiper" data-carousel data-autoplay="4000" data-go-to-label="Go to slide {n}">
//     <div class="swiper-wrapper"><div class="swiper-slide">…</div>…</div>
//     <div class="swiper-pagination" data-carousel-pagination></div>
//   </div>
import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';

export function setUpCarousels(scope: ParentNode = document) {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const root of scope.querySelectorAll<HTMLElement>('[data-carousel]')) {
    const slides = root.querySelectorAll('.swiper-slide').length;
    if (slides < 2) continue;
    const delay = Number(root.dataset.autoplay) || 4000;
    const goTo = root.dataset.goToLabel ?? '{n}';
    const pagination = root.querySelector<HTMLElement>('[data-carousel-pagination]');
    const swiper = new Swiper(root, {
      modules: [Autoplay, Pagination],
      rewind: true,
      speed: reducedMotion ? 0 : 600,
      // Slides that move by themselves are paused while pointed at, so they can be read and clicked.
      autoplay: reducedMotion ? false : { delay, disableOnInteraction: false, pauseOnMouseEnter: true },
      pagination: pagination
        ? {
            el: pagination,
            clickable: true,
            // Buttons, so every slide can be reached by keyboard and has a name.
            renderBullet: (index, className) =>
              `<button type="button" class="${className}" aria-label="${goTo.replace('{n}', String(index + 1))}"></button>`,
          }
        : false,
    });
    // Which slide is on screen, for assistive technology: the active bullet is the current one.
    const markCurrent = () =>
      pagination?.querySelectorAll('button').forEach((bullet, index) => {
        if (index === swiper.realIndex) bullet.setAttribute('aria-current', 'true');
        else bullet.removeAttribute('aria-current');
      });
    markCurrent();
    swiper.on('slideChange', markCurrent);
    if (reducedMotion) continue;
    // Keyboard users pause it the same way, by moving focus into it.
    root.addEventListener('focusin', () => swiper.autoplay?.pause());
    root.addEventListener('focusout', () => swiper.autoplay?.resume());
  }
}
