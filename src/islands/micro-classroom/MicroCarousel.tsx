// The micro-classroom carousel: the section's short videos, starting at the clicked one. Only the
// video on screen has a player (it starts by itself); the others show their cover.
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { VideoPlayer } from '../video/VideoPlayer';
import { useT } from '../useT';
import type { MicroClassroomItem } from './micro-data';

interface MicroCarouselProps {
  ids: number[];
  startIndex: number;
  index: number;
  items: Record<number, MicroClassroomItem | undefined>;
  onIndexChange(index: number): void;
}

const arrow =
  'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow-md transition hover:bg-white disabled:pointer-events-none disabled:opacity-0';

export function MicroCarousel({ ids, startIndex, index, items, onIndexChange }: MicroCarouselProps) {
  const t = useT();
  const [swiper, setSwiper] = useState<SwiperInstance>();
  return (
    <div className="relative overflow-hidden rounded-xl bg-slate-950" data-micro-carousel>
      <Swiper
        modules={[Keyboard, A11y]}
        initialSlide={startIndex}
        keyboard={{ enabled: true }}
        a11y={{ prevSlideMessage: t('common.previous'), nextSlideMessage: t('common.next'), slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => onIndexChange(instance.activeIndex)}
        className="aspect-[4/3] max-h-[70vh] w-full lg:aspect-auto lg:h-[min(70vh,36rem)]"
      >
        {ids.map((id, slide) => {
          const item = items[id];
          return (
            <SwiperSlide key={id} className="flex! items-center justify-center" data-micro-slide={id}>
              {item?.contentUrl && slide === index ? (
                <VideoPlayer src={item.contentUrl} poster={item.pic} label={item.title} autoPlay className="swiper-no-swiping size-full object-contain" />
              ) : item?.pic ? (
                <img src={item.pic} alt={item.title} className="size-full object-contain" loading="lazy" />
              ) : (
                <span className="size-8 animate-spin rounded-full border-2 border-white/30 border-t-white" aria-hidden="true" />
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
      {ids.length > 1 && (
        <>
          <button type="button" className={`${arrow} left-3`} onClick={() => swiper?.slidePrev()} disabled={index === 0} aria-label={t('common.previous')}>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
              <path d="m15 5-7 7 7 7" />
            </svg>
          </button>
          <button type="button" className={`${arrow} right-3`} onClick={() => swiper?.slideNext()} disabled={index === ids.length - 1} aria-label={t('common.next')}>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
              <path d="m9 5 7 7-7 7" />
            </svg>
          </button>
          <span className="absolute top-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-slate-900/60 px-2.5 py-0.5 text-xs text-white tabular-nums" data-micro-position>
            {index + 1} / {ids.length}
          </span>
        </>
      )}
    </div>
  );
}
