// School profile, login and app pages, certificate query and not-found (the access pages of the
// public site). Texts the catalogues already hold (site.school.*, site.certificate.*, auth.*) are
// reused from there; only what those lack is here.
export default {
  'access.noscript': '请开启浏览器的 JavaScript 后使用此功能',

  // The tile-less maps of the school profile
  'access.map.school': '学校',
  'access.map.schematic': '示意图：位置按经纬度绘制',
  'access.map.schoolLabel': '{name}位置示意图',
  'access.map.servicePointsLabel': '{name}及{count}个服务网点的位置示意图',
  'access.servicePoint.hours': '服务时间',
  'access.servicePoint.mapOf': '：{name}',

  // Certification organisations
  'access.school.organizationList': '认证机构列表',
  'access.school.orgType.certification': '认证机构',
  'access.school.orgType.issuing': '发证机构',

  // Certificate query
  'access.query.subtitle': '查询{name}颁发的技能等级证书与培训结业证书',
  'access.query.types': '证书类型',
  'access.query.captchaImage': '验证码图片',
  'access.query.tipsHeading': '查询说明',
  'access.query.choose': '请选择证书查询的版本：',
  'access.query.pcVersion': '电脑版',
  'access.query.mobileVersion': '手机版',

  // Login page
  'access.login.modes': '登录方式',
  'access.login.welcome': '登录后即可查看班级、课表与学习进度，随时继续学习。',

  // Student app download and promotion partners
  'access.studentApp.newVisitor': '首次到访',
  'access.benefit.study': '随时随地学习',
  'access.benefit.classes': '班级与课表',
  'access.benefit.certificates': '考试与证书',
  'access.promotion.organisationPage': '机构主页',
  'access.promotion.intro': '把机构主页分享给身边想学技能的朋友：扫码即可打开，浏览培训项目并在线报名。',
  'access.promotion.openLogin': '进入推广合伙人后台',
  'access.promotion.noLogin': '本机构暂未开通推广合伙人后台，请联系机构客服开通。',

  // Not found
  'access.notFound.title': '页面走丢了',
  'access.notFound.description': '您访问的页面不存在或已被移除，请检查网址，或从下面的入口继续浏览。',
  'access.notFound.home': '返回首页',
  'access.notFound.shortcuts': '常用入口',

  // The study area's page shell, until the study widget arrives
  'access.study.title': '学习中心',
  'access.study.signIn': '学习中心仅对已登录的学员开放，请先登录。',
  'access.study.toLogin': '去登录',

  // The study area's offline page (src/pages/[tenant]/study/offline.astro), served by its service worker
  'access.offline.title': '当前处于离线状态',
  'access.offline.description': '这个页面还没有保存在本设备上，连上网络后即可打开。',
  'access.offline.available': '离线时可以打开的学习页面：',
  'access.offline.journal': '作业和考试中已作答的内容保存在本设备上，恢复网络后会自动提交。',
  'access.offline.retry': '重新加载',
} as const;
