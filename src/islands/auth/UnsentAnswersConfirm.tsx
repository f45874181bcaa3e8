// The question a deliberate sign-out asks when exam answers are still not on the server after one
// more try (issue 28): signing out deletes them. The kit's confirmation, rendered for this one
// question into a container of its own and removed when answered; staying is the safe choice.
import { createRoot } from 'react-dom/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../ui/useT';

function UnsentAnswers({ count, onAnswer }: { count: number; onAnswer(leave: boolean): void }) {
  const t = useT();
  return (
    <ConfirmDialog
      open
      title={t('exam.signOut.unsentTitle')}
      message={count === 1 ? t('exam.signOut.unsentOne') : t('exam.signOut.unsent', { count })}
      confirmLabel={t('exam.signOut.anyway')}
      cancelLabel={t('exam.signOut.stay')}
      tone="danger"
      marker="unsent-answers"
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}

/** Asks whether to sign out and lose `count` unsent answers; resolves true to sign out anyway. */
export function confirmLosingAnswers(count: number): Promise<boolean> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    container.dataset.island = 'unsent-answers';
    document.body.append(container);
    const root = createRoot(container);
    const answer = (leave: boolean) => {
      root.unmount();
      container.remove();
      resolve(leave);
    };
    root.render(<UnsentAnswers count={count} onAnswer={answer} />);
  });
}
