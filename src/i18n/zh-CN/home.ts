// The home page and the chrome around every public page (header, footer, floating tools), where
// site.* and common.* hold no text for them yet.
export default {
  // Header
  'home.skipToContent': '跳到主要内容',
  'home.nav.label': '主导航',
  'home.header.tags': '机构标签',

  // Footer: the links under the four service areas, the back-office entries and the licence texts
  'home.footer.services': '服务导航',
  'home.footer.homework': '课后作业',
  'home.footer.tests': '在线测验',
  'home.footer.backOffice': '合作入口',
  'home.footer.contactPhone': '咨询电话：{phone}',
  'home.footer.icpNumber': '浙ICP备2026000001号-1',
  'home.footer.permit': '办学许可证号：{number}',
  'home.footer.permitNumber': '人社民3301062026001号',

  // Floating tools
  'home.tools.backToTop': '返回顶部',

  // Banner carousel
  'home.banner.slide': '第 {n} 张，共 {total} 张',
  'home.banner.goTo': '切换到第 {n} 张',

  // Digital empowerment entries: one line under each entry's name
  'home.entry.enrolment.desc': '在线报名 · 补贴申领',
  'home.entry.study.desc': '线上学习 · 线下实训',
  'home.entry.certificate.desc': '证书查询 · 真伪核验',
  'home.entry.exam.desc': '在线考试 · 考点查询',
  'home.entry.evaluation.desc': '技能评价 · 等级认定',
  'home.entry.certification.desc': '权威机构 · 认证服务',

  // Coupons
  'home.coupon.validity': '有效期：{period}',
  'home.coupon.use': '去使用',

  // Training projects
  'home.product.originalPrice': '原价',
  'home.product.subsidy': '补贴 ¥{amount}',
  'home.product.certificate': '证书：{name}',
  'home.product.issuer': '发证机构：{name}',
  'home.product.rating': '评级：{label}',
  'home.product.likes': '{n}人点赞',

  // Reviews
  'home.review.stars': '评分：{n} 星',
  'home.review.featured': '精选',
  'home.review.picture': '{name}的点评图片 {n}',
  'home.review.playVideo': '播放{name}的点评视频',
  'home.review.likes': '{n} 人点赞',

  // Short videos (people say, micro classroom)
  'home.shortVideo.filter': '按标签筛选',
  'home.shortVideo.play': '播放：{title}',
  'home.shortVideo.likes': '{n} 赞',
} as const;
