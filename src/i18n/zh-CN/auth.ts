// Sign-in and registration (spec 1 §2.9, §2.10, §4). Required and format messages are in validation.
export default {
  // Login page
  'auth.login.title': '登录',
  'auth.login.back': '返回首页',
  'auth.login.mode.code': '验证码登录',
  'auth.login.mode.password': '密码登录',
  'auth.login.mobile': '手机号码',
  'auth.login.mobilePlaceholder': '11位手机号码',
  'auth.login.code': '验证码',
  'auth.login.codePlaceholder': '6位短信验证码',
  'auth.login.username': '用户名',
  'auth.login.usernamePlaceholder': '用户名或手机号码',
  'auth.login.password': '密码',
  'auth.login.passwordPlaceholder': '6-20位字母或数字',
  'auth.login.agreement': '我已阅读并同意{userAgreement}和{privacyPolicy}',
  'auth.login.userAgreement': '《用户服务协议》',
  'auth.login.privacyPolicy': '《隐私政策》',
  'auth.login.autoRegister': '未注册的手机号验证后将自动注册',
  'auth.login.submit': '登录',
  'auth.login.success': '登录成功',
  'auth.logout.success': '退出登录成功',
  'auth.logout.sending': '正在提交尚未保存的答案，请稍候…',
  'auth.login.noAccount': '还没有账号？',
  'auth.login.showPassword': '显示密码',

  // Verification-code button: get code → 60-second countdown → re-get
  'auth.code.get': '获取验证码',
  'auth.code.countdown': '{n}秒后重新获取',
  'auth.code.reget': '重新获取',
  'auth.code.sent': '验证码已发送',
  'auth.code.sendFailed': '验证码发送失败',
  'auth.code.sendFailedBecause': '验证码发送失败：{reason}',

  // Single sign-on entry
  'auth.sso.signingIn': '正在登录，请稍候…',
  'auth.sso.switchAccount': '当前设备已登录其他账号，是否切换为该链接中的账号？',
  'auth.sso.failed': '登录失败，请重新登录',
  'auth.sso.missingToken': '登录链接中没有登录凭证。',
  'auth.sso.badToken': '登录链接无效或已过期。',
  'auth.sso.rejected': '服务器未接受该登录凭证：{reason}',
  'auth.sso.toLogin': '前往登录',

  // Registration: student joins a cloud school (types 1 and 3), enterprise invitation (type 2);
  // success is common.success.operation
  'auth.register.title': '注册',
  'auth.register.studentTitle': '加入云校',
  'auth.register.school': '加入的云校',
  'auth.register.schoolPlaceholder': '选择云校',
  'auth.register.studentSubmit': '立即加入',
  'auth.register.enterpriseTitle': '企业邀请注册',
  'auth.register.enterpriseName': '企业名称',
  'auth.register.enterpriseNamePlaceholder': '企业全称',
  'auth.register.invitationCode': '邀请码',
  'auth.register.invitationCodePlaceholder': '6位邀请码',
  'auth.register.enterpriseSubmit': '立即注册',
  'auth.register.hasAccount': '已有账号？去登录',
  'auth.register.studentIntro': '选择要加入的云校，验证手机号后即可开始学习。',
  'auth.register.enterpriseIntro': '填写企业名称和企业提供的邀请码，验证手机号后加入企业学习。',
  'auth.register.otherType': '企业员工？使用邀请码注册',
  'auth.register.otherTypeStudent': '个人学员？加入云校',
  // The cloud schools a student can join (spec 1 §2.10: three vocational categories for type 1,
  // one for type 3). The name is what the registration sends as cloudSchool.
  'auth.cloudSchool.informationTechnology': '信息技术',
  'auth.cloudSchool.informationTechnology.hint': '软件开发、网络运维、数据分析',
  'auth.cloudSchool.intelligentManufacturing': '智能制造',
  'auth.cloudSchool.intelligentManufacturing.hint': '工业机器人、数控加工、电气自动化',
  'auth.cloudSchool.modernServices': '现代服务',
  'auth.cloudSchool.modernServices.hint': '电子商务、物流管理、酒店服务',
  'auth.cloudSchool.healthCare': '健康养老',
  'auth.cloudSchool.healthCare.hint': '养老护理、健康管理、康复保健',

  // Header user menu
  'auth.user.defaultName': '学员',

  // Student app-download page and promotion-partner login
  'auth.studentApp.title': '下载学员APP',
  'auth.studentApp.scanToDownload': '扫码下载APP，随时随地学习',
  'auth.studentApp.visitRegister': '到访登记',
  'auth.studentApp.scanToRegister': '扫码完成到访登记',
  'auth.promotion.title': '推广合伙人登录',
  'auth.promotion.scanToOrg': '扫码进入机构主页',
} as const;
