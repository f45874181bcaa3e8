import type zh from '../zh-CN/rules';

export default {
  'rules.serviceStatus.all': 'All',
  'rules.serviceStatus.pendingAdmission': 'Pending admission',
  'rules.serviceStatus.pendingStart': 'Pending start',
  'rules.serviceStatus.pendingReport': 'Pending report',
  'rules.serviceStatus.inService': 'In service',
  'rules.serviceStatus.finished': 'Service finished',

  'rules.classStatus.toPublish': 'To publish',
  'rules.classStatus.inService': 'In service',
  'rules.classStatus.complete': 'Service complete',
  'rules.classStatus.graduated': 'Graduated',
  'rules.classHome.todayTab': "Today's schedule",
  'rules.classHome.pastTab': 'Past classes',


  'rules.classCard.preparing': 'The class content is being prepared, please wait',
  'rules.classCard.expectedStart': 'The training you enrolled in is expected to open on {time}, please wait patiently',
  'rules.classCard.waitForStart': 'Please wait patiently for the class to open',
  'rules.classCard.alreadyEnrolled': 'You are already a student of this class and cannot observe it as an experience',
  'rules.classCard.experienceNotReady': 'The experience content is being prepared, please try again later...',

  'rules.schedule.all': 'All',
  'rules.schedule.toAttend': 'To attend',
  'rules.schedule.absent': 'Absent',
  'rules.schedule.attended': 'Attended',
  'rules.schedule.elective': 'Elective',

  'rules.target.notStarted': 'Not started',
  'rules.target.inProgress': 'In progress',
  'rules.target.completed': 'Completed',
  'rules.target.overdue': 'Overdue, not studied',

  'rules.course.contactHeadTeacher': 'Please contact the head teacher to open the course',

  'rules.note.private': 'Private',
  'rules.note.confirmDelete': 'Confirm delete note {title}?',

  'rules.attendance.repeat': 'Repeat attendance check-in is not allowed',
  'rules.attendance.signInSuccess': 'Sign-in success',
  'rules.attendance.signOutSuccess': 'Sign-out success',
  'rules.attendance.autoSignedIn': 'This classroom has auto sign-in enabled, you have signed in successfully',

  'rules.activity.alreadyFirst': 'Already the first one',
  'rules.activity.alreadyLast': 'Already the last one',

  'rules.exam.submitConfirm': 'Are you sure to submit?',
  'rules.exam.submitConfirmUnanswered': 'You still have unanswered questions, are you sure to submit?',
  'rules.exam.exitConfirm.homework': 'Current homework not submitted, sure to exit?',
  'rules.exam.exitConfirm.test': 'Current test not submitted, sure to exit?',
  'rules.exam.alreadyFirstQuestion': 'Already the first question',
  'rules.exam.alreadyLastQuestion': 'Already the last question',

  'rules.answerCard.answered': 'Answered',
  'rules.answerCard.unanswered': 'Unanswered',
  'rules.answerCard.correct': 'Correct',
  'rules.answerCard.wrong': 'Wrong',

  'rules.questionType.singleChoice': 'Single choice',
  'rules.questionType.multipleChoice': 'Multiple choice',
  'rules.questionType.trueFalse': 'True/false',
  'rules.questionType.fillBlank': 'Fill blank',
  'rules.questionType.shortAnswer': 'Short answer',
  'rules.questionType.readingComprehension': 'Reading comprehension',
  'rules.questionType.cloze': 'Cloze',

  'rules.trueFalse.right': 'Right',
  'rules.trueFalse.wrong': 'Wrong',

  'rules.contentType.video': 'Video',
  'rules.contentType.audio': 'Audio',
  'rules.contentType.article': 'Article',
  'rules.contentType.document': 'Document',
  'rules.contentType.archive': 'Archive',
  'rules.contentType.homework': 'Homework',
  'rules.contentType.test': 'Test',
  'rules.contentType.image': 'Image',
  'rules.contentType.live': 'Live',
  'rules.contentType.faceToFace': 'Face-to-face',
  'rules.contentType.material': 'Material',
  'rules.contentType.other': 'Content',
} satisfies Record<keyof typeof zh, string>;
