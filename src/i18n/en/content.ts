import type zh from '../zh-CN/content';

export default {
  'content.breadcrumb': 'You are here',

  'content.news.subtitle': 'School news, policy explainers and industry updates in one place',
  'content.news.video': 'Video',
  'content.news.readMore': 'Read more',
  'content.news.openVideo': 'Open the video in a new tab',
  'content.news.relatedCategories': 'Filed under',
  'content.news.latest': 'Latest news',

  'content.notice.subtitle': 'Announcements, enrolment and exam schedules',

  'content.major.subtitle': 'Salaries, prospects and certificates of in-demand trades: find the path that suits you',
  'content.major.list': 'All majors ({count})',
  'content.major.openImage': 'Open full image',

  'content.faq.question': 'Q',
  'content.faq.answer': 'A',
  'content.faq.stillQuestions': 'Still have questions? An advisor will answer them one to one',

  'content.product.certificateType': 'Certificate',
  'content.product.issuingAuthority': 'Issued by',
  'content.product.certificationOrg': 'Certified by',
  'content.product.trainingInstitution': 'Training provider',
  'content.product.verification': 'Verification',
  'content.product.benefits': 'Benefits',
  'content.product.price': 'Offer price',
  'content.product.standPrice': 'List price',
  'content.product.subsidy': 'Subsidy of ¥{amount}',
  'content.product.rating': 'Rated {label}',

  'content.redirect.moved': 'This page has moved. Taking you there…',
  'content.redirect.continue': 'Continue to the new page',
} satisfies Record<keyof typeof zh, string>;
