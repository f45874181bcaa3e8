// News, notices, hot majors and training projects (spec 1 §2.4, §2.5, §2.7): the texts of these
// pages that site and common do not already hold.
export default {
  'content.breadcrumb': '当前位置',

  'content.news.subtitle': '学校动态、政策解读与行业资讯，一站掌握',
  'content.news.video': '视频',
  'content.news.readMore': '阅读全文',
  'content.news.openVideo': '在新窗口打开视频',
  'content.news.relatedCategories': '所属分类',
  'content.news.latest': '最新资讯',

  'content.notice.subtitle': '学校通知、招生与考试安排',

  'content.major.subtitle': '了解热门职业的薪资、前景与考证路径，找到适合自己的方向',
  'content.major.list': '全部专业（{count}）',
  'content.major.openImage': '查看原图',

  'content.faq.question': '问',
  'content.faq.answer': '答',
  'content.faq.stillQuestions': '还有疑问？专业顾问为您一对一解答',

  'content.product.certificateType': '证书类型',
  'content.product.issuingAuthority': '发证机构',
  'content.product.certificationOrg': '认证机构',
  'content.product.trainingInstitution': '培训机构',
  'content.product.verification': '证书查验',
  'content.product.benefits': '证书价值',
  'content.product.price': '优惠价',
  'content.product.standPrice': '原价',
  'content.product.subsidy': '可享补贴 {amount} 元',
  'content.product.rating': '口碑：{label}',

  'content.redirect.moved': '页面地址已变更，正在为您跳转…',
  'content.redirect.continue': '如未自动跳转，请点击这里',
} as const;
