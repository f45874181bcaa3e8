// Homework and tests (spec 3): instructions, answering, finish and review screens.
// Question-type, right/wrong, the answer-card legend and the submit and exit confirmations are in rules.
export default {
  // What is being done: embedded in sentences ('您已完成本次{kind}') and used as headings
  'exam.kind.homework': '作业',
  'exam.kind.test': '测试',
  'exam.title.homework': '在线作业',
  'exam.title.test': '在线测试',

  // Instruction screens
  'exam.intro.requirement': '作答要求',
  'exam.intro.duration': '考试时长：{minutes}分钟',
  'exam.intro.start': '开始答题',
  'exam.history.title': '历史记录',
  'exam.history.attempt': '第{n}次作答',
  'exam.history.time': '作答时间',
  'exam.history.status': '状态',
  'exam.history.score': '得分',
  'exam.history.view': '查看',
  'exam.status.pendingMarking': '待批阅',
  'exam.status.marked': '已批阅',
  'exam.score': '{score}分',

  // Answering screens; Submit is common.submit
  'exam.answer.card': '答题卡',
  'exam.answer.questionNumber': '第{n}题',
  'exam.answer.points': '（{score}分）',
  'exam.answer.blank': '第{n}空',
  'exam.answer.placeholder': '请输入...',
  'exam.answer.previous': '上一题',
  'exam.answer.next': '下一题',
  'exam.answer.submitting': '正在提交…',
  'exam.answer.countdown': '剩余时间',
  'exam.answer.timeUp': '考试时间已到，系统已自动交卷',
  'exam.submitFailed': '提交失败，请联系管理员',

  // Finish screens
  'exam.finish.completed': '您已完成本次{kind}',
  'exam.finish.manualMarking': '本次作答需人工批阅，老师批阅后即可查看成绩',
  'exam.finish.viewHomework': '查看已完成作业',

  // Review screens
  'exam.review.title': '作答详情',
  'exam.review.yourAnswer': '你的答案',
  'exam.review.correctAnswer': '正确答案',
  'exam.review.analysis': '答案解析',
  'exam.review.notAnswered': '未作答',
  'exam.review.totalScore': '总得分：{score}分',
  // Keeping every answer (issue 14): the card's save states, the connection banner, the submit that waits
  'exam.answer.exit': '退出',
  'exam.answer.shortcuts': '快捷键：Alt+P 上一题，Alt+N 下一题，Alt+C 答题卡',
  'exam.answer.questionOf': '第{n}题，共{total}题',
  'exam.save.saved': '已保存',
  'exam.save.saving': '保存中',
  'exam.save.unsaved': '未保存',
  'exam.save.legend': '保存状态',
  'exam.banner.offline': '网络已断开：答案已保存在本机，恢复连接后自动上传，可以继续作答',
  'exam.banner.allSaved': '网络已恢复，所有答案均已保存',
  'exam.banner.waitingToSubmit': '网络已断开：恢复连接后将自动交卷，请勿关闭页面',
  'exam.banner.savingBeforeSubmit': '正在保存答案，随后交卷…',
  'exam.countdown.minutesLeft': '剩余{minutes}分钟',
  'exam.countdown.submitted': '已交卷',
  'exam.loadFailed': '试卷加载失败',
  'exam.history.empty': '暂无作答记录',
  'exam.history.loadFailed': '作答记录加载失败',
  'exam.review.loadFailed': '作答详情加载失败',
} as const;
