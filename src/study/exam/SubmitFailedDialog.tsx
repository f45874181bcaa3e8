// The spec's modal when a submit does not succeed (spec 3 §4, §8: 'Submit failed, please contact
// administrator'), saying what to do: the answers are kept, what to tell the administrator (the
// server's reason and the attempt number), and the way on: submit again, or back to the answers.
import { Button } from '../../ui/Button';
import { useModalDialog } from '../../ui/useModalDialog';
import { useT } from '../../ui/useT';

interface SubmitFailedDialogProps {
  open: boolean;
  reason: string;
  answerLogId: number;
  onRetry(): void;
  onBack(): void;
}

export function SubmitFailedDialog({ open, reason, answerLogId, onRetry, onBack }: SubmitFailedDialogProps) {
  const t = useT();
  const { ref, onCancel } = useModalDialog(open, onBack);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="exam-submit-failed-title"
      aria-describedby="exam-submit-failed-kept"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-slate-900/40"
      onCancel={onCancel}
      data-submit-failed
    >
      <h2 id="exam-submit-failed-title" className="text-lg font-semibold text-rose-800">
        {t('exam.submitFailed')}
      </h2>
      <p id="exam-submit-failed-kept" className="mt-3 text-sm text-slate-700">
        {t('exam.failed.kept')}
      </p>
      <div className="mt-3 space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
        {reason && (
          <p className="break-words" data-failed-reason>
            {t('exam.failed.reason', { reason })}
          </p>
        )}
        <p data-failed-attempt>{t('exam.failed.attempt', { answerLogId })}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button shape="box" variant="secondary" onClick={onBack}>
          {t('exam.failed.back')}
        </Button>
        <Button shape="box" onClick={onRetry} autoFocus>
          {t('exam.failed.retry')}
        </Button>
      </div>
    </dialog>
  );
}
