// The centre of the online classroom (spec 3 §2, §3 Online classroom): the viewer of the content
// by its type. Video and audio play in the player; an article is the CMS's HTML, sanitized; a
// document opens in the configured external viewer with a plain link beside; an image is shown.
// A homework or test shows the test view (its instructions, TestView.tsx); an offline classroom,
// or a homework or test without the student's enrolment in the address, a link to its own screen.
import { lazy, Suspense } from 'react';
import { useT } from '../../ui/useT';
import { documentViewerUrl } from '../../lib/study/classroom-player';
import { DATA_TYPE } from '../../lib/study/data-type';
import { RichHtml } from '../ui/RichHtml';
import { StudyLink } from '../ui/StudyLink';
import type { PlayerClassroom } from './api';
import { MediaPlayer } from './MediaPlayer';
import { itemOpening, type OnlineRef } from './stores';

/** A homework or test on show: its instructions in the centre (spec 3 §2 test view), loaded when needed. */
const TestView = lazy(() => import('./TestView'));

/** The external document viewer, `{url}` standing for the file's address (build-time configuration). */
const DOCUMENT_VIEWER = import.meta.env.PUBLIC_DOCUMENT_VIEWER_URL as string | undefined;

function Article({ html }: { html: string }) {
  return <RichHtml html={html} className="prose max-w-none rounded-xl bg-white p-5 text-slate-800 shadow-sm ring-1 ring-slate-200" data-viewer="article" />;
}

function Document({ url, name, description }: { url: string; name: string; description: string | null }) {
  const t = useT();
  const absolute = new URL(url, window.location.href).href;
  const viewer = documentViewerUrl(DOCUMENT_VIEWER, absolute);
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-viewer="document">
      <p className="font-semibold text-slate-900">{name}</p>
      {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {viewer && (
          <a href={viewer} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white" data-document-viewer>
            {t('study.player.documentPreview')}
          </a>
        )}
        <a href={url} target="_blank" rel="noopener noreferrer" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50" data-document-link>
          {t('study.player.documentOpen')}
        </a>
      </div>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className="flex aspect-video items-center justify-center rounded-xl bg-slate-900 px-4 text-center text-sm text-white" data-viewer="empty">
      {text}
    </p>
  );
}

export function Viewer({ classroom, onlineRef }: { classroom: PlayerClassroom; onlineRef: OnlineRef }) {
  const t = useT();
  const type = classroom.classroomType;
  const page = classroom.classroomContent.pageData[0];

  if ((type === DATA_TYPE.homework || type === DATA_TYPE.test) && onlineRef.studentId !== undefined) {
    return (
      <Suspense fallback={<p className="rounded-xl bg-white py-12 text-center text-slate-500 shadow-sm ring-1 ring-slate-200">{t('common.loading')}</p>}>
        <TestView
          kind={type === DATA_TYPE.homework ? 'homework' : 'test'}
          name={classroom.name}
          classId={onlineRef.classId}
          studentId={onlineRef.studentId}
          courseId={onlineRef.courseId}
          classroomId={classroom.classroomId}
          activityId={onlineRef.activityId ?? classroom.activityId ?? undefined}
          xskt={classroom.sourceType === 'xskt'}
        />
      </Suspense>
    );
  }
  if (type === DATA_TYPE.homework || type === DATA_TYPE.test || type === DATA_TYPE.faceToFace) {
    const opening = itemOpening({ contentId: classroom.classroomId, dataType: type, contentType: classroom.contentType } as Parameters<typeof itemOpening>[0], onlineRef, classroom.sourceType);
    const label = type === DATA_TYPE.homework ? 'study.player.toHomework' : type === DATA_TYPE.test ? 'study.player.toTest' : 'study.player.toOffline';
    return (
      <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" data-viewer="instructions">
        <p className="font-semibold text-slate-900">{classroom.name}</p>
        {opening.kind === 'navigate' && (
          <StudyLink href={opening.href} className="mt-4 inline-flex rounded-lg bg-brand px-5 py-2 font-semibold text-white" data-instructions-link>
            {t(label)}
          </StudyLink>
        )}
      </div>
    );
  }
  // No permission (an empty learning record, spec 2 §8): an empty player, without autoplay.
  if ((type === DATA_TYPE.video || type === DATA_TYPE.audio) && !classroom.learningRecord) {
    return <MediaPlayer key={classroom.classroomId} kind={type === DATA_TYPE.audio ? 'audio' : 'video'} src={null} renditions={[]} poster={classroom.cover} title={classroom.name} resumeAtMs={null} tracked={null} />;
  }
  if (!page) return <Empty text={t('study.player.noContent')} />;
  if ((page.type === 'video' || page.type === 'audio') && page.url) {
    const record = classroom.learningRecord;
    return (
      <MediaPlayer
        key={classroom.classroomId}
        kind={page.type}
        src={page.url}
        renditions={page.type === 'video' ? classroom.transCodeVideoList : []}
        poster={page.cover}
        title={classroom.name}
        resumeAtMs={record ? record.lastStudyTime : null}
        tracked={{
          ref: onlineRef,
          classroomId: classroom.classroomId,
          durationMs: classroom.classroomDuration,
          learningDuration: record?.learningDuration ?? 0,
          startPositionMs: record?.lastStudyTime ?? 0,
        }}
      />
    );
  }
  if (page.type === 'article' && page.content) return <Article html={page.content} />;
  if (page.type === 'image' && page.url) {
    return <img src={page.url} alt={classroom.name} className="w-full rounded-xl bg-slate-100 object-contain shadow-sm" data-viewer="image" />;
  }
  if ((page.type === 'document' || page.type === 'archive') && page.url) return <Document url={page.url} name={classroom.name} description={classroom.description} />;
  return <Empty text={t('study.player.noContent')} />;
}
