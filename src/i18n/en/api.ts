import type zh from '../zh-CN/api';

// The API's own language: without an Accept-Language it understands, it answers in these words.
// Lower-case, as the forms capitalise a message they show beside its field.
export default {
  'api.mobile.format': 'please enter a correct mobile number',

  'api.code.format': 'please enter the 6-digit code',
  'api.code.notLive': 'the verification code has expired or was already used: request a new one',
  'api.code.wrong': 'the verification code is wrong',
  'api.code.dead': 'the verification code is wrong and too many tries were made: request a new one',

  'api.sms.countdown': 'send again after the countdown ends: a code was sent to this mobile less than {interval} seconds ago (wait {seconds} s)',
  'api.sms.dailyCap': 'this mobile has had {cap} codes in the last 24 hours, the most allowed: try again later',
  'api.sms.ipCap': 'too many codes were requested from this network in the last hour (at most {cap}): try again later',
  'api.sms.unavailable': 'SMS is not available: no SMS gateway is configured on this server',

  'api.captcha.key': 'the captcha key must be the 16-character key the captcha image was requested with',
  'api.captcha.required': 'please enter the captcha',
  'api.captcha.notLive': 'no captcha is waiting for this key (never requested, or already used): refresh the captcha',
  'api.captcha.expired': 'the captcha has expired: refresh it',
  'api.captcha.wrong': 'the captcha is wrong: refresh it and try again',

  'api.login.failed': 'the mobile number (or username) or the password is wrong',
  'api.login.locked': 'too many wrong passwords: try again in {minutes} minutes, or log in with a verification code',
  'api.login.ipCap': 'too many wrong passwords from this network: try again in {minutes} minutes',
  'api.login.busy': 'too many logins from this network are being checked at once: try again in a moment',
  'api.login.account': 'give the username or the mobile number',
  'api.register.cloudSchool': 'please choose the cloud school to join',

  'api.token.missing': 'a token is required: please log in first',
  'api.token.invalid': 'the token is not valid: please log in again',
  'api.token.revoked': 'the token was revoked (logged out): please log in again',
  'api.token.expired': 'the token has expired: please log in again',
  'api.user.gone': 'the signed-in user no longer exists',

  'api.avatar.format': 'the avatar must be an http(s) address or a path of this site starting with a single /',

  'api.invitation.required': 'please enter the invitation code',
  'api.invitation.notFound': "no enterprise invitation has the code '{code}'",
  'api.invitation.tooMany': 'too many wrong invitation codes: try again in an hour',
  'api.invitation.otherEnterprise': "this account already belongs to the enterprise '{enterprise}'",

  'api.consult.nameRequired': 'please enter name',
  'api.consult.nameTooLong': 'a name has at most 20 characters',
  'api.name.format': 'a name may contain only Chinese characters, letters and dots',
  'api.consult.phoneRequired': 'please enter phone',
  'api.code.required': 'please enter the verification code',
  'api.consult.contentRequired': 'please enter the content you want to consult',
  'api.consult.contentTooLong': 'a message has at most 500 characters',

  'api.comment.notFound': 'no comment with id {id} in this school',
  'api.comment.parentNotFound': 'no comment with id {id} (commentParent) in this school',
  'api.comment.pictureNotFound': "no album picture with id '{id}' in this school",
  'api.comment.microClassroomNotFound': "no published micro-classroom video with id '{id}' in this school",
  'api.comment.newsNotFound': "no news item with id '{id}' in this school",
  'api.comment.notAuthor': 'only the author may delete this comment',
  'api.like.tooMany': 'too many likes from this network in the last minute: try again later',
  'api.review.notFound': 'no review with id {id} in this school',
  'api.shortVideo.notFound': 'no short video with id {id} in this school',

  'api.study.pendingAdmission': 'your enrolment is pending admission: the class cannot be entered yet',
  'api.study.contentPreparing': 'the course content is being prepared, please wait',
  'api.study.expectedStart': 'the training you enrolled in is expected to start on {time}, please wait',
  'api.study.waitForStart': 'please wait for the class to start',
  // A head teacher viewing a student's study (src/server/services/class-student.ts, code 40301)
  'api.study.readOnly': "you are viewing a student's study read-only and cannot act for them",
  'api.study.observerOnly': 'you are observing this class: enrol as a student to take part',
  'api.thirdPlatform.notThirdParty': 'course {courseId} is not learnt on a third-party platform',
  'api.thirdPlatform.notSynced': 'sync your account to the third-party learning platform before asking for an authorisation code',
  'api.question.titleRequired': 'please fill in the question content',
  'api.note.titleRequired': 'please fill in the note name first',
  'api.classroomComment.contentRequired': 'please fill in the comment content',
  'api.studyText.tooLong': 'at most 100 characters',
  'api.note.notFound': 'no note with id {id} in this school',
  'api.note.notOwner': 'only its author may change or delete note {id}',
  'api.exam.attemptSubmitted': 'this attempt has been submitted',
  'api.exam.timeOver': 'the time for this test is over',
  'api.exam.notSubmitted': 'this attempt has not been submitted yet: it can be reviewed once submitted',
  'api.exam.workNotSubmitted': 'submit the homework or test first',
  // Attendance of a classroom (src/server/services/attendance.ts)
  'api.attendance.repeat': 'repeat attendance check-in is not allowed',
  'api.attendance.signInFirst': 'please sign in before signing out',
  'api.attendance.noSignIn': 'this classroom takes no sign-in',
  'api.attendance.noSignOut': 'this classroom takes no sign-out',
  'api.attendance.notOpen': 'sign-in opens on the day of the class',
  'api.attendance.over': 'the class is over: sign-in is closed',

  'api.request.tooLarge': 'the request body is too large (at most {kb} KB)',

  'api.internal': 'internal server error',
  'api.databaseUnavailable': 'the service is briefly unavailable: nothing was changed, try again in a moment',
} satisfies Record<keyof typeof zh, string>;
