// Texts of the study and exam rules in src/lib/study and src/lib/exam. Where the spec quotes a
// Chinese text it is used exactly.
export default {
  'rules.serviceStatus.all': '全部',
  'rules.serviceStatus.pendingAdmission': '待录取',
  'rules.serviceStatus.pendingStart': '待开学',
  'rules.serviceStatus.pendingReport': '待报到',
  'rules.serviceStatus.inService': '服务中',
  'rules.serviceStatus.finished': '服务结束',

  'rules.classStatus.toPublish': '待发布',
  'rules.classStatus.inService': '服务中',
  'rules.classStatus.complete': '服务完成',
  'rules.classStatus.graduated': '已结业',
  'rules.classHome.todayTab': '今日课表',
  'rules.classHome.pastTab': '往期课堂',


  'rules.classCard.preparing': '开学内容准备中，请稍候',
  'rules.classCard.expectedStart': '您报名的培训，预计在{time}开班，请耐心等待',
  'rules.classCard.waitForStart': '请耐心等待开班',
  'rules.classCard.alreadyEnrolled': '你已经是该班级的学员，无法再观摩体验',
  'rules.classCard.experienceNotReady': '观摩体验内容在紧锣密鼓的筹备中，请稍候再试...',

  'rules.schedule.all': '全部',
  'rules.schedule.toAttend': '待上课',
  'rules.schedule.absent': '缺勤',
  'rules.schedule.attended': '已出勤',
  'rules.schedule.elective': '选修',

  'rules.target.notStarted': '未开始',
  'rules.target.inProgress': '进行中',
  'rules.target.completed': '已完成',
  'rules.target.overdue': '已逾期未学习',

  'rules.course.contactHeadTeacher': '请联系班主任开通课程',

  'rules.note.private': '私密',
  'rules.note.confirmDelete': '确认删除笔记“{title}”吗？',

  'rules.attendance.repeat': '不允许重复考勤打卡',
  'rules.attendance.signInSuccess': '签到成功',
  'rules.attendance.signOutSuccess': '签退成功',
  'rules.attendance.autoSignedIn': '本课堂已开启自动签到，您已签到成功',

  'rules.activity.alreadyFirst': '已经是第一个了',
  'rules.activity.alreadyLast': '已经是最后一个了',

  'rules.exam.submitConfirm': '确定要提交吗？',
  'rules.exam.submitConfirmUnanswered': '您还有未作答的题目，确定要提交吗？',
  'rules.exam.exitConfirm.homework': '当前作业未提交，确定要退出吗？',
  'rules.exam.exitConfirm.test': '当前测试未提交，确定要退出吗？',
  'rules.exam.alreadyFirstQuestion': '已经是第一题了',
  'rules.exam.alreadyLastQuestion': '已经是最后一题了',

  'rules.answerCard.answered': '已答',
  'rules.answerCard.unanswered': '未答',
  'rules.answerCard.correct': '正确',
  'rules.answerCard.wrong': '错误',

  'rules.questionType.singleChoice': '单选题',
  'rules.questionType.multipleChoice': '多选题',
  'rules.questionType.trueFalse': '判断题',
  'rules.questionType.fillBlank': '填空题',
  'rules.questionType.shortAnswer': '简答题',
  'rules.questionType.readingComprehension': '阅读理解',
  'rules.questionType.cloze': '完形填空',

  'rules.trueFalse.right': '正确',
  'rules.trueFalse.wrong': '错误',

  'rules.contentType.video': '视频',
  'rules.contentType.audio': '音频',
  'rules.contentType.article': '图文',
  'rules.contentType.document': '文档',
  'rules.contentType.archive': '压缩包',
  'rules.contentType.homework': '作业',
  'rules.contentType.test': '测试',
  'rules.contentType.image': '图片',
  'rules.contentType.live': '直播',
  'rules.contentType.faceToFace': '面授',
  'rules.contentType.material': '资料',
  'rules.contentType.other': '内容',
} as const;
