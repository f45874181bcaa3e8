// What the platform API answers when it refuses a call a student or visitor can make (the envelope's
// msg, in the language the request's Accept-Language asks for). A message about one field is sent
// as 'field: message'; the field's name stays as it is, only the message is translated.
// Messages only an integrator meets (headers, parameters no form sends) stay in English in the server.
// Limits appear as numbers, as in validation.ts; a unit test checks them against src/lib/limits.ts.
export default {
  // Fields of the sign-in forms the request schemas check (src/server/routes/auth.ts)
  'api.mobile.format': '请输入正确的手机号码',

  // SMS verification codes (src/server/services/verification.ts)
  'api.code.format': '请输入6位验证码',
  'api.code.notLive': '验证码已失效，请重新获取',
  'api.code.wrong': '验证码错误',
  'api.code.dead': '验证码错误次数过多，请重新获取',

  // Sending codes: the limits of src/server/services/rate-limits.ts, and a server without an SMS gateway
  'api.sms.countdown': '请在倒计时结束后再发送：该手机号{interval}秒内已获取过验证码，请{seconds}秒后再试',
  'api.sms.dailyCap': '该手机号24小时内已获取{cap}次验证码，已达上限，请稍后再试',
  'api.sms.ipCap': '当前网络1小时内获取验证码过于频繁（最多{cap}次），请稍后再试',
  'api.sms.unavailable': '短信服务暂不可用，请稍后再试或联系学校',

  // Captchas of the certificate query
  'api.captcha.key': '图形验证码已失效，请刷新后重试',
  'api.captcha.required': '请输入图形验证码',
  'api.captcha.notLive': '图形验证码已失效，请刷新后重试',
  'api.captcha.expired': '图形验证码已过期，请刷新后重试',
  'api.captcha.wrong': '图形验证码错误，请刷新后重试',

  // Login and registration (src/server/services/sign-in.ts, login-throttle.ts, routes/auth.ts)
  'api.login.failed': '手机号（或用户名）或密码错误',
  'api.login.locked': '密码错误次数过多，请{minutes}分钟后再试，或使用验证码登录',
  'api.login.ipCap': '当前网络密码错误次数过多，请{minutes}分钟后再试',
  'api.login.busy': '当前网络登录请求过多，请稍后再试',
  'api.login.account': '请输入用户名或手机号码',
  'api.register.cloudSchool': '请选择要加入的云校',

  // Tokens (src/server/services/tokens.ts); the client then sends the student to /login
  'api.token.missing': '请先登录',
  'api.token.invalid': '登录已失效，请重新登录',
  'api.token.revoked': '您已退出登录，请重新登录',
  'api.token.expired': '登录已过期，请重新登录',
  'api.user.gone': '该账号不存在，请重新登录',

  // The student's profile (src/server/routes/user.ts); the rule is src/lib/media-address.ts
  'api.avatar.format': '头像须为http(s)网址，或本站以单个“/”开头的路径',

  // Enterprise invitations
  'api.invitation.required': '请输入邀请码',
  'api.invitation.notFound': '邀请码“{code}”不存在，请核对后重新输入',
  'api.invitation.tooMany': '邀请码错误次数过多，请1小时后再试',
  'api.invitation.otherEnterprise': '该账号已加入企业“{enterprise}”',

  // The consult form (src/server/routes/school.ts), in the words of the form's own checks (validation.ts)
  'api.consult.nameRequired': '请输入姓名',
  'api.consult.nameTooLong': '姓名最多20个字',
  'api.name.format': '姓名只能包含汉字、字母和“·”',
  'api.consult.phoneRequired': '请输入电话',
  'api.code.required': '请输入验证码',
  'api.consult.contentRequired': '请输入您要咨询的内容',
  'api.consult.contentTooLong': '咨询内容最多500个字',

  // Comments, likes and short videos
  'api.comment.notFound': '该评论不存在或已被删除（编号{id}）',
  'api.comment.parentNotFound': '要回复的评论不存在或已被删除（编号{id}）',
  'api.comment.pictureNotFound': '评论的相册图片不存在或已删除（编号{id}）',
  'api.comment.microClassroomNotFound': '评论的微课堂视频不存在或已下架（编号{id}）',
  'api.comment.newsNotFound': '评论的新闻不存在或已下架（编号{id}）',
  'api.comment.notAuthor': '只能删除自己的评论',
  'api.like.tooMany': '点赞操作过于频繁，请稍后再试',
  'api.review.notFound': '该点评不存在或已被删除（编号{id}）',
  'api.shortVideo.notFound': '该短视频不存在或已下架（编号{id}）',

  // My learning and the third-party platform (src/server/services/teaching-classes.ts, third-platform.ts)
  'api.study.pendingAdmission': '您的报名尚在审核中，暂不能进入班级',
  'api.study.contentPreparing': '开学内容准备中，请稍候',
  'api.study.expectedStart': '您报名的培训，预计在{time}开班，请耐心等待',
  'api.study.waitForStart': '请耐心等待开班',
  // A head teacher viewing a student's study (src/server/services/class-student.ts, code 40301)
  'api.study.readOnly': '正在只读查看学员的学习，不能代学员操作',
  'api.study.observerOnly': '你正在观摩体验该班级，报名成为学员后才能参与',
  'api.thirdPlatform.notThirdParty': '该课程不在第三方学习平台学习（课程{courseId}）',
  'api.thirdPlatform.notSynced': '请先同步第三方学习平台账号，再获取授权码',
  // The classroom's questions, notes and comments (src/server/routes/classroom-questions.ts,
  // student-notes.ts, classroom-comments.ts): the study widget's own words (src/lib/forms.ts)
  'api.question.titleRequired': '请填写提问内容',
  'api.note.titleRequired': '请先填写笔记名称',
  'api.classroomComment.contentRequired': '请填写评论内容',
  'api.studyText.tooLong': '最多输入100个字',
  'api.note.notFound': '该笔记不存在或已被删除（编号{id}）',
  'api.note.notOwner': '只能修改或删除自己的笔记（编号{id}）',
  // Homework and tests (src/server/services/exam)
  'api.exam.attemptSubmitted': '本次作答已提交，不能再修改答案',
  'api.exam.timeOver': '本次测试时间已到',
  'api.exam.notSubmitted': '本次作答尚未提交，提交后才能查看',
  'api.exam.workNotSubmitted': '请先提交作业或测试',
  // Attendance of a classroom (src/server/services/attendance.ts)
  'api.attendance.repeat': '不允许重复考勤打卡',
  'api.attendance.signInFirst': '请先签到再签退',
  'api.attendance.noSignIn': '本课堂无需签到',
  'api.attendance.noSignOut': '本课堂无需签退',
  'api.attendance.notOpen': '上课当天才可签到',
  'api.attendance.over': '课程已结束，签到已关闭',

  // Requests the API does not read (src/server/request-guards.ts)
  'api.request.tooLarge': '提交的内容过大（最多{kb}KB）',

  // Anything the server did not foresee
  'api.internal': '系统繁忙，请稍后再试',
  // The database could not be reached: the call changed nothing (every multi-row write is one transaction)
  'api.databaseUnavailable': '服务暂时不可用，本次操作未生效，请稍后再试',
} as const;
