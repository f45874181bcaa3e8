// The micro-classroom viewer (spec 1 §2.3, §4): the section's short videos in a carousel starting
// at the clicked one, beside them the item's words and recommended training, and a comment drawer
// (MICRO_CLASSROOM, ten a page). Opened through $modal by [data-open-micro]; the NamedModal locks page
// scrolling while open.
import { useEffect, useRef, useState } from 'react';
import { Comments } from '../comments/Comments';
import { modalNamed, NamedModal } from '../ui/NamedModal';
import { useT } from '../../ui/useT';
import { MicroCarousel } from './MicroCarousel';
import { loadMicroClassroomItem, type MicroClassroomItem } from './micro-data';
import { RecommendedTraining } from './RecommendedTraining';

export interface MicroViewerProps {
  ids: number[];
  startIndex: number;
}

export const microViewerModal = modalNamed<MicroViewerProps>('micro-classroom');

export function MicroViewerModal() {
  const t = useT();
  return (
    <NamedModal modal={microViewerModal} title={() => t('site.micro.title')} width="max-w-6xl">
      {(viewer) => <MicroViewer key={viewer.ids.join(',') + viewer.startIndex} {...viewer} />}
    </NamedModal>
  );
}

function MicroViewer({ ids, startIndex }: MicroViewerProps) {
  const t = useT();
  const [index, setIndex] = useState(startIndex);
  const [items, setItems] = useState<Record<number, MicroClassroomItem | undefined>>({});
  const [drawer, setDrawer] = useState(false);
  const requested = useRef(new Set<number>());
  const drawerHeading = useRef<HTMLHeadingElement>(null);

  // The item on screen and its neighbours, each read once.
  useEffect(() => {
    for (const id of [ids[index], ids[index + 1], ids[index - 1]]) {
      if (id === undefined || requested.current.has(id)) continue;
      requested.current.add(id);
      loadMicroClassroomItem(id).then(
        (item) => setItems((all) => ({ ...all, [id]: item })),
        () => requested.current.delete(id),
      );
    }
  }, [ids, index]);

  useEffect(() => {
    if (drawer) drawerHeading.current?.focus();
  }, [drawer]);

  const id = ids[index]!;
  const item = items[id];

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]" data-micro-viewer data-micro-current={id}>
      <MicroCarousel ids={ids} startIndex={startIndex} index={index} items={items} onIndexChange={setIndex} />

      <div className="min-w-0 lg:h-[min(70vh,36rem)] lg:overflow-y-auto lg:pr-1">
        {drawer ? (
          <section aria-labelledby="micro-comments-heading" data-micro-comments>
            <div className="mb-3 flex items-center justify-between">
              <h3 id="micro-comments-heading" ref={drawerHeading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
                {t('site.comment.title')}
              </h3>
              <button type="button" onClick={() => setDrawer(false)} className="rounded-full px-3 py-1 text-sm text-slate-600 ring-1 ring-slate-200 hover:text-brand hover:ring-brand" data-micro-comments-close>
                {t('common.back')}
              </button>
            </div>
            <Comments commentObjectId={id} commentObjectType="MICRO_CLASSROOM" heading={false} />
          </section>
        ) : (
          <div className="space-y-5">
            <div>
              <h3 className="text-lg leading-7 font-semibold text-slate-900" data-micro-title>
                {item?.title ?? t('common.loading')}
              </h3>
              {item?.author && (
                <p className="mt-2 flex items-center gap-2 text-sm text-slate-500">
                  {item.authorAvatar && <img src={item.authorAvatar} alt="" className="size-6 rounded-full object-cover" />}
                  {item.author}
                </p>
              )}
              {item?.description && <p className="mt-3 text-sm leading-6 text-slate-600">{item.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => setDrawer(true)}
              className="inline-flex items-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-medium text-white shadow-sm hover:opacity-95"
              data-micro-comments-open
            >
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-4">
                <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
              </svg>
              {t('site.comment.title')}
            </button>
            {item && <RecommendedTraining products={item.relatedProductResultVOS} />}
          </div>
        )}
      </div>
    </div>
  );
}
