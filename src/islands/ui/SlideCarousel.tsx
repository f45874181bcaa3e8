// One slide at a time, moved by swipe, keyboard or the arrows over it, with the slides announced
// to screen readers: the album's and the micro classroom's carousels. The index belongs to the
// caller: a thumbnail or a tab may move it from outside, and the carousel follows.
import { useEffect, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper } from 'swiper/react';
import 'swiper/css';
import { useT } from '../../ui/useT';

interface SlideCarouselProps {
  /** SwiperSlide elements. */
  children: ReactNode;
  count: number;
  index: number;
  initialSlide: number;
  onIndexChange(index: number): void;
  /** The arrows' names, and what screen readers hear: the kit's previous and next unless told (the album's 'previous picture'). */
  labels?: { previous: string; next: string };
  /** The arrows are drawn (disabled at either end); false leaves them out. */
  arrows: boolean;
  className: string;
}

const arrow = 'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow-md transition hover:bg-white disabled:pointer-events-none disabled:opacity-0';

export function SlideCarousel({ children, count, index, initialSlide, onIndexChange, labels: told, arrows, className }: SlideCarouselProps) {
  const t = useT();
  const labels = told ?? { previous: t('common.previous'), next: t('common.next') };
  const [swiper, setSwiper] = useState<SwiperInstance>();

  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index);
  }, [swiper, index]);

  return (
    <>
      <Swiper
        modules={[Keyboard, A11y]}
        initialSlide={initialSlide}
        keyboard={{ enabled: true }}
        a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next, slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => onIndexChange(instance.activeIndex)}
        className={className}
      >
        {children}
      </Swiper>
      {arrows && (
        <>
          <button type="button" className={`${arrow} left-3`} onClick={() => swiper?.slidePrev()} disabled={index === 0} aria-label={labels.previous}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={`${arrow} right-3`} onClick={() => swiper?.slideNext()} disabled={index === count - 1} aria-label={labels.next}>
            <Chevron direction="right" />
          </button>
        </>
      )}
    </>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
      <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}
