// The classroom highlights (spec 2 §2, §9): their count, images as 160×160 previews that open
// larger, and videos (a frame at 3 s as their preview) that play in a dialog with a native <video>.
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/useT';
import type { ClassroomTitbit } from './api';

/** The frame a video preview shows (spec 2 §9: the snapshot at 3 seconds). */
const SNAPSHOT_AT_S = 3;

export function Highlights({ titbits }: { titbits: readonly ClassroomTitbit[] }) {
  const t = useT();
  const [open, setOpen] = useState<ClassroomTitbit | null>(null);
  return (
    <>
      <ul className="flex flex-wrap gap-3" data-highlights>
        {titbits.map((titbit) => (
          <li key={titbit.id} data-highlight={titbit.fileType}>
            <button
              type="button"
              onClick={() => setOpen(titbit)}
              aria-label={t(titbit.fileType === 'VIDEO' ? 'study.offline.playVideo' : 'study.offline.viewImage', { name: titbit.titbitName })}
              className="group relative block h-40 w-40 overflow-hidden rounded-lg bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {titbit.fileType === 'VIDEO' ? (
                <>
                  <video src={`${titbit.url}#t=${SNAPSHOT_AT_S}`} preload="metadata" muted playsInline tabIndex={-1} aria-hidden="true" className="h-40 w-40 object-cover" />
                  <span aria-hidden="true" className="absolute inset-0 m-auto flex h-12 w-12 items-center justify-center rounded-full bg-slate-900/60 text-xl text-white">
                    ▶
                  </span>
                </>
              ) : (
                <img src={titbit.url} alt="" width={160} height={160} loading="lazy" className="h-40 w-40 object-cover transition group-hover:scale-105" />
              )}
              <span className="absolute inset-x-0 bottom-0 truncate bg-slate-900/60 px-2 py-1 text-left text-xs text-white">{titbit.titbitName}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} title={open?.titbitName ?? ''} onClose={() => setOpen(null)} closeLabel={t('common.close')} width="max-w-3xl">
        {open?.fileType === 'VIDEO' ? (
          <video src={open.url} controls autoPlay playsInline className="max-h-[70vh] w-full rounded bg-black" data-highlight-player />
        ) : (
          open && <img src={open.url} alt={open.titbitName} className="mx-auto max-h-[70vh] w-auto rounded" data-highlight-image />
        )}
      </Modal>
    </>
  );
}
