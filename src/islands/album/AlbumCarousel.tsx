// The album's carousel (spec 1 §2.3): one item at a time, pictures and videos, with thumbnails
// below. Only the item on screen mounts a video player, so moving on stops the one before.
import { useEffect, useRef } from 'react';
import { SwiperSlide } from 'swiper/react';
import { isHlsSource } from '../../ui/video-source';
import { VideoPlayer } from '../video/VideoPlayer';
import { useT } from '../../ui/useT';
import { downloadUrl, type AlbumItem } from './album-data';
import { DownloadLink } from '../ui/DownloadLink';
import { SlideCarousel } from '../ui/SlideCarousel';

interface AlbumCarouselProps {
  items: AlbumItem[];
  index: number;
  onIndexChange(index: number): void;
}

export function AlbumCarousel({ items, index, onIndexChange }: AlbumCarouselProps) {
  const t = useT();
  const thumbs = useRef<HTMLUListElement>(null);
  const current = items[index];

  useEffect(() => {
    thumbs.current?.children[index]?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [index]);

  if (!current) return null;
  const download = downloadUrl(current, isHlsSource);

  return (
    <div className="space-y-3" data-album-carousel>
      <div className="relative overflow-hidden rounded-xl bg-slate-900">
        <SlideCarousel
          count={items.length}
          index={index}
          initialSlide={index}
          onIndexChange={onIndexChange}
          labels={{ previous: t('site.album.previous'), next: t('site.album.next') }}
          arrows
          className="aspect-video max-h-[55vh] w-full"
        >
          {items.map((item, slide) => (
            <SwiperSlide key={item.id} className="flex! items-center justify-center" data-album-item={item.id}>
              {item.type.code === 'VIDEO' && item.video && slide === index ? (
                <VideoPlayer src={item.video} poster={item.pic} label={item.name} className="swiper-no-swiping size-full object-contain" />
              ) : (
                <img src={item.pic} alt={item.name} className="size-full object-contain" loading={Math.abs(slide - index) <= 1 ? 'eager' : 'lazy'} />
              )}
            </SwiperSlide>
          ))}
        </SlideCarousel>
      </div>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900" data-album-name>
            {current.name}
            <span className="ml-2 text-sm font-normal text-slate-500" data-album-position>
              {index + 1} / {items.length}
            </span>
          </p>
          {current.introduce && <p className="mt-0.5 text-sm text-slate-600">{current.introduce}</p>}
        </div>
        {download && (
          <DownloadLink
            href={download}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand"
            data-album-download
          >
            {t('common.download')}
          </DownloadLink>
        )}
      </div>

      <ul ref={thumbs} className="flex gap-2 overflow-x-auto pb-1" data-album-thumbnails>
        {items.map((item, slide) => (
          <li key={item.id} className="shrink-0">
            <button
              type="button"
              onClick={() => onIndexChange(slide)}
              aria-current={slide === index ? 'true' : undefined}
              className="relative block h-14 w-20 overflow-hidden rounded-lg opacity-60 ring-2 ring-transparent transition hover:opacity-100 aria-current:opacity-100 aria-current:ring-brand"
            >
              <img src={item.pic} alt={item.type.code === 'VIDEO' ? `${item.name} (${t('site.album.videos')})` : item.name} className="size-full object-cover" loading="lazy" />
              {item.type.code === 'VIDEO' && (
                <span className="absolute inset-0 flex items-center justify-center bg-slate-900/30 text-white" aria-hidden="true">
                  <svg viewBox="0 0 24 24" fill="currentColor" className="size-5">
                    <path d="M8 5.5v13l10.5-6.5z" />
                  </svg>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
