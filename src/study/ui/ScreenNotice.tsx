// A study screen that has nothing to show for its address (a homework or test address that names
// no work, as the footer's links do): its heading, why, and the way back to my learning.
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { HOME_SCREEN } from '../screens';
import { StudyLink } from './StudyLink';

export function ScreenNotice({ title, message, screen }: { title: MessageKey; message: MessageKey; screen: string }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24" data-study-screen={screen}>
      <h1 className="text-3xl font-bold text-slate-900">{t(title)}</h1>
      <p className="mt-4 text-lg text-slate-600" role="status">
        {t(message)}
      </p>
      <StudyLink href={HOME_SCREEN} className="mt-8 inline-flex rounded-lg bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:opacity-95">
        {t('study.screen.backToMine')}
      </StudyLink>
    </section>
  );
}
