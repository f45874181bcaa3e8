import type zh from '../zh-CN/home';

export default {
  // Header
  'home.skipToContent': 'Skip to main content',
  'home.nav.label': 'Main navigation',
  'home.header.tags': 'Institution tags',

  // Footer
  'home.footer.services': 'Services',
  'home.footer.homework': 'Homework',
  'home.footer.tests': 'Online tests',
  'home.footer.backOffice': 'Partner entrances',
  'home.footer.contactPhone': 'Phone: {phone}',
  'home.footer.icpNumber': 'ICP record 2026000001-1',
  'home.footer.permit': 'School permit no.: {number}',
  'home.footer.permitNumber': 'HRSS 3301062026001',

  // Floating tools
  'home.tools.backToTop': 'Back to top',

  // Banner carousel
  'home.banner.slide': 'Slide {n} of {total}',
  'home.banner.goTo': 'Go to slide {n}',

  // Digital empowerment entries
  'home.entry.enrolment.desc': 'Apply online, claim subsidies',
  'home.entry.study.desc': 'Learn online, practise on site',
  'home.entry.certificate.desc': 'Look up and verify certificates',
  'home.entry.exam.desc': 'Online tests and exam centres',
  'home.entry.evaluation.desc': 'Skill level assessment',
  'home.entry.certification.desc': 'Accredited organisations',

  // Coupons
  'home.coupon.validity': 'Valid: {period}',
  'home.coupon.use': 'Use it',

  // Training projects
  'home.product.originalPrice': 'Regular price',
  'home.product.subsidy': 'Subsidy ¥{amount}',
  'home.product.certificate': 'Certificate: {name}',
  'home.product.issuer': 'Issued by: {name}',
  'home.product.rating': 'Rating: {label}',
  'home.product.likes': '{n} likes',

  // Reviews
  'home.review.stars': 'Rated {n} out of 5',
  'home.review.featured': 'Featured',
  'home.review.picture': "Picture {n} of {name}'s review",
  'home.review.playVideo': "Play {name}'s review video",
  'home.review.likes': '{n} likes',

  // Short videos
  'home.shortVideo.filter': 'Filter by tag',
  'home.shortVideo.play': 'Play: {title}',
  'home.shortVideo.likes': '{n} likes',
} satisfies Record<keyof typeof zh, string>;
