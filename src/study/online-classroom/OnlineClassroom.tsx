// /study/classroom/online and /study/classroom/classroom-detail (spec 3 §2 Online classroom; spec 2
// §2): the collapsible content list, the viewer of the content on show with previous and next, the
// like where the content takes one, and the interaction panel with its counts. Opening a classroom
// records the visit (not in preview) and signs in where the classroom does so by itself.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/useT';
import { showsLike } from '../../lib/study/classroom-player';
import { InteractionPanel } from '../interaction/InteractionPanel';
import { LikeButton } from '../interaction/CommentsTab';
import { ClassTrail, useClassHref } from '../ui/ClassTrail';
import { EmptyNote } from '../ui/EmptyNote';
import { RemoteShown } from '../ui/Remote';
import { ContentList } from './ContentList';
import { $appModal, $classroom, $onlineRef, moveContent, visitClassroom } from './stores';
import { Viewer } from './Viewer';
import { useRemote } from '../useRemote';

const CLASS_QUERY = ['classId', 'userId', 'studentId'] as const;

/**
 * The room of a classroom's centre before it arrives, below the wide layout where the content list
 * comes under it: the title, a 16:9 player as wide as the column and the row of buttons (the most
 * common content, a video), so the list below does not jump down when the player appears. Remote
 * wraps what it shows in a box of that room: the box spaces the title, player and buttons.
 */
const PLAYER_RESERVE = 'space-y-4 max-sm:min-h-[calc((100vw_-_1.5rem)*9/16_+_7.75rem)] sm:max-lg:min-h-[calc((100vw_-_2rem)*9/16_+_7.75rem)]';

export function OnlineClassroom() {
  const t = useT();
  const ref = useStore($onlineRef);
  const classroom = useRemote($classroom);
  const appModal = useStore($appModal);
  const classHref = useClassHref(CLASS_QUERY);
  const detail = classroom.data;
  const shownId = detail?.classroomId;

  useEffect(() => {
    if (ref && detail && shownId !== undefined) void visitClassroom(ref, shownId, detail.onlineAttendance);
    // Once per classroom shown, not on every answer of its store.
  }, [shownId, ref?.classId, ref?.isPreview]);

  return (
    <section className="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8" data-study-screen="online-classroom">
      <ClassTrail classHref={classHref} current="study.route.online" />
      {!ref ? (
        <EmptyNote>{t('study.player.missing')}</EmptyNote>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)_22rem] lg:gap-6">
          <div className="lg:order-1">
            <ContentList />
          </div>
          <div className="order-first min-w-0 space-y-4 lg:order-2">
            {/* The classroom read once, above: the visit, the panel and the player show the same answer. */}
            <RemoteShown shown={classroom} retry={$classroom.retry} failed={t('study.player.failed')} empty={t('common.empty')} isEmpty={() => false} reserve={PLAYER_RESERVE}>
              {(data) => (
                <>
                  <header>
                    <h1 className="text-xl font-bold text-slate-900 sm:text-2xl" data-classroom-name>
                      {data.name}
                    </h1>
                    {(data.chapterName || data.nodeName) && <p className="mt-1 text-sm text-slate-600">{[data.chapterName, data.nodeName].filter(Boolean).join(' / ')}</p>}
                  </header>
                  <Viewer classroom={data} onlineRef={ref} />
                  <div className="flex flex-wrap items-center gap-3">
                    <button type="button" onClick={() => moveContent('previous')} className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50" data-move="previous">
                      {t('study.player.previous')}
                    </button>
                    <button type="button" onClick={() => moveContent('next')} className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50" data-move="next">
                      {t('study.player.next')}
                    </button>
                    {showsLike(data.classroomType) && (
                      <span className="ml-auto">
                        <LikeButton />
                      </span>
                    )}
                  </div>
                </>
              )}
            </RemoteShown>
          </div>
          <div className="min-w-0 lg:order-3">
            {shownId !== undefined && <InteractionPanel classId={ref.classId} classroomId={shownId} courseId={ref.courseId} studentId={ref.studentId} withComments />}
          </div>
        </div>
      )}
      <Modal open={appModal !== null} title={t('common.tip')} onClose={() => $appModal.set(null)} closeLabel={t('common.close')} width="max-w-sm">
        <p className="text-slate-700" data-app-modal>
          {appModal}
        </p>
        <div className="mt-4 flex justify-end">
          <button type="button" onClick={() => $appModal.set(null)} className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white">
            {t('common.ok')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
