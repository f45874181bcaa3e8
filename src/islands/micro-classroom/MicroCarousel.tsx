// The micro-classroom carousel: the section's short videos, starting at the clicked one. Only the
// video on screen has a player (it starts by itself); the others show their cover.
import { SwiperSlide } from 'swiper/react';
import { SlideCarousel } from '../ui/SlideCarousel';
import { VideoPlayer } from '../video/VideoPlayer';
import type { MicroClassroomItem } from './micro-data';

interface MicroCarouselProps {
  ids: number[];
  startIndex: number;
  index: number;
  items: Record<number, MicroClassroomItem | undefined>;
  onIndexChange(index: number): void;
}

export function MicroCarousel({ ids, startIndex, index, items, onIndexChange }: MicroCarouselProps) {
  return (
    <div className="relative overflow-hidden rounded-xl bg-slate-950" data-micro-carousel>
      <SlideCarousel
        count={ids.length}
        index={index}
        initialSlide={startIndex}
        onIndexChange={onIndexChange}
        arrows={ids.length > 1}
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
      </SlideCarousel>
      {ids.length > 1 && (
        <span className="absolute top-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-slate-900/60 px-2.5 py-0.5 text-xs text-white tabular-nums" data-micro-position>
          {index + 1} / {ids.length}
        </span>
      )}
    </div>
  );
}
