// The answer card (spec 3 §2): the questions grouped by type with the legend answered/unanswered
// (in review correct/wrong); while answering each cell also says whether its answer is saved.
// On a phone the answering screen opens it as a bottom sheet (`AnswerCardSheet`, issue 28 item 5).
import { forwardRef } from 'react';
import { Drawer } from '../../ui/Drawer';
import { useT } from '../../ui/useT';
import { ANSWER_CARD_LEGEND, cellStateLabel, type AnswerCardGroup, type AnswerCardMode, type CellState } from '../../lib/exam/answer-card';
import type { SaveState } from '../../lib/exam/outbox';

const cellStyles: Record<CellState, string> = {
  answered: 'border-brand bg-brand text-white',
  unanswered: 'border-slate-300 bg-white text-slate-700',
  correct: 'border-emerald-600 bg-emerald-600 text-white',
  wrong: 'border-rose-600 bg-rose-600 text-white',
};

const saveMarks: Record<SaveState, string> = { saved: '', saving: '…', unsaved: '!' };

interface AnswerCardProps<Q> {
  mode: AnswerCardMode;
  groups: AnswerCardGroup<Q>[];
  current?: number;
  saveStateOf?(question: Q): SaveState;
  onPick?(number: number): void;
  /** Inside the sheet, whose title bar already names it: no box and no heading of its own. */
  inSheet?: boolean;
}

function AnswerCardInner<Q>({ mode, groups, current, saveStateOf, onPick, inSheet = false }: AnswerCardProps<Q>, ref: React.ForwardedRef<HTMLElement>) {
  const t = useT();
  return (
    <nav
      ref={ref}
      tabIndex={-1}
      aria-label={t('exam.answer.card')}
      className={`outline-none focus-visible:ring-2 focus-visible:ring-brand ${inSheet ? '' : 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm'}`}
      data-answer-card
    >
      {!inSheet && <h2 className="text-base font-semibold text-slate-900">{t('exam.answer.card')}</h2>}
      <ul className="mt-2 flex flex-wrap gap-3 text-xs text-slate-600" data-legend>
        {ANSWER_CARD_LEGEND[mode].map((state) => (
          <li key={state} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded border ${cellStyles[state]}`} />
            {t(cellStateLabel(state))}
          </li>
        ))}
        {mode === 'answer' && (
          <li className="flex items-center gap-1">
            <span aria-hidden="true">!</span>
            {t('exam.save.unsaved')}
          </li>
        )}
      </ul>
      {groups.map((group) => (
        <section key={group.questionType} className="mt-4">
          <h3 className="text-sm font-medium text-slate-700">{group.label ? t(group.label) : group.questionType}</h3>
          <ol className="mt-2 flex flex-wrap gap-2">
            {group.cells.map((cell) => {
              const saveState = saveStateOf?.(cell.question) ?? 'saved';
              const label = `${t('exam.answer.questionNumber', { n: cell.number })} ${t(cellStateLabel(cell.state))}${mode === 'answer' ? ` ${t(`exam.save.${saveState}`)}` : ''}`;
              return (
                <li key={cell.number}>
                  <button
                    type="button"
                    aria-label={label}
                    aria-current={current === cell.number ? 'step' : undefined}
                    className={`relative h-9 w-9 rounded-md border text-sm font-medium ${cellStyles[cell.state]} ${current === cell.number ? 'ring-2 ring-offset-1 ring-slate-900' : ''}`}
                    onClick={() => onPick?.(cell.number)}
                    data-cell={cell.number}
                    data-state={cell.state}
                    data-save={mode === 'answer' ? saveState : undefined}
                  >
                    {cell.number}
                    {saveMarks[saveState] && (
                      <span aria-hidden="true" className="absolute -right-1 -top-1 rounded-full bg-amber-400 px-1 text-[10px] leading-4 text-slate-900">
                        {saveMarks[saveState]}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}

export const AnswerCard = forwardRef(AnswerCardInner) as <Q>(props: AnswerCardProps<Q> & { ref?: React.Ref<HTMLElement> }) => ReturnType<typeof AnswerCardInner>;

/**
 * The answer card on a phone (issue 28 item 5): the kit's bottom sheet (focus kept inside, Escape
 * or the backdrop closes), no taller than most of the screen; picking a question closes it on that question.
 */
export function AnswerCardSheet<Q>({ open, onClose, onPick, ...card }: AnswerCardProps<Q> & { open: boolean; onClose(): void }) {
  const t = useT();
  return (
    <Drawer open={open} title={t('exam.answer.card')} onClose={onClose} marker="answer-card-sheet">
      <AnswerCard
        {...card}
        inSheet
        onPick={(number) => {
          onClose();
          onPick?.(number);
        }}
      />
    </Drawer>
  );
}
