import type zh from '../zh-CN/exam';

export default {
  // What is being done: lower case, since it sits inside sentences
  'exam.kind.homework': 'homework',
  'exam.kind.test': 'test',
  'exam.title.homework': 'Online homework',
  'exam.title.test': 'Online test',

  // Instruction screens
  'exam.intro.requirement': 'Requirements',
  'exam.intro.duration': 'Time allowed: {minutes} minutes',
  'exam.intro.start': 'Start answering',
  'exam.history.title': 'History',
  'exam.history.attempt': 'Attempt {n}',
  'exam.history.time': 'Answered at',
  'exam.history.status': 'Status',
  'exam.history.score': 'Score',
  'exam.history.view': 'View',
  'exam.status.pendingMarking': 'Pending marking',
  'exam.status.marked': 'Marked',
  'exam.score': '{score} points',

  // Answering screens
  'exam.answer.card': 'Answer card',
  'exam.answer.questionNumber': 'Question {n}',
  'exam.answer.points': '({score} points)',
  'exam.answer.blank': 'Blank {n}',
  'exam.answer.placeholder': 'Please enter...',
  'exam.answer.previous': 'Previous',
  'exam.answer.next': 'Next',
  'exam.answer.submitting': 'Submitting…',
  'exam.answer.countdown': 'Time left',
  'exam.answer.timeUp': 'Time is up: your test has been submitted automatically',
  'exam.submitFailed': 'Submit failed, please contact the administrator',

  // Finish screens
  'exam.finish.completed': 'You have completed this {kind}',
  'exam.finish.manualMarking': 'This is marked manually; your score is visible once the teacher has marked it',
  'exam.finish.viewHomework': 'View completed homework',

  // Review screens
  'exam.review.title': 'Answer review',
  'exam.review.yourAnswer': 'Your answer',
  'exam.review.correctAnswer': 'Correct answer',
  'exam.review.analysis': 'Explanation',
  'exam.review.notAnswered': 'Not answered',
  'exam.review.totalScore': 'Total score: {score} points',
  // Keeping every answer (issue 14): the card's save states, the connection banner, the submit that waits
  'exam.answer.exit': 'Exit',
  'exam.answer.shortcuts': 'Shortcuts: Alt+P previous, Alt+N next, Alt+C answer card',
  'exam.answer.questionOf': 'Question {n} of {total}',
  'exam.save.saved': 'Saved',
  'exam.save.saving': 'Saving',
  'exam.save.unsaved': 'Not yet saved',
  'exam.save.legend': 'Save state',
  'exam.banner.offline': 'Connection lost: your answers are kept on this device and sent when it is back; keep answering',
  'exam.banner.allSaved': 'Connection restored: all answers are saved',
  'exam.banner.waitingToSubmit': 'Connection lost: your work will be submitted as soon as it is back; do not close this page',
  'exam.banner.savingBeforeSubmit': 'Saving your answers, then submitting…',
  'exam.countdown.minutesLeft': '{minutes} minutes left',
  'exam.countdown.submitted': 'Submitted',
  'exam.loadFailed': 'The paper could not be loaded',
  'exam.history.empty': 'No attempts yet',
  'exam.history.loadFailed': 'Your attempts could not be loaded',
  'exam.review.loadFailed': 'The review could not be loaded',
} satisfies Record<keyof typeof zh, string>;
