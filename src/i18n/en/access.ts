import type zh from '../zh-CN/access';

export default {
  'access.noscript': 'Please turn on JavaScript in your browser to use this function',

  // The tile-less maps of the school profile
  'access.map.school': 'School',
  'access.map.schematic': 'Schematic: places drawn by latitude and longitude',
  'access.map.schoolLabel': 'Location of {name}',
  'access.map.servicePointsLabel': 'Locations of {name} and its {count} service points',
  'access.servicePoint.hours': 'Hours',
  'access.servicePoint.mapOf': ': {name}',

  // Certification organisations
  'access.school.organizationList': 'Certification organisations',
  'access.school.orgType.certification': 'Certification body',
  'access.school.orgType.issuing': 'Issuing body',

  // Certificate query
  'access.query.subtitle': 'Look up skill-level and training graduation certificates issued by {name}',
  'access.query.types': 'Certificate type',
  'access.query.captchaImage': 'Captcha image',
  'access.query.tipsHeading': 'How to query',
  'access.query.choose': 'Choose the version of the certificate query:',
  'access.query.pcVersion': 'Desktop version',
  'access.query.mobileVersion': 'Mobile version',

  // Login page
  'access.login.modes': 'Login method',
  'access.login.welcome': 'Log in to see your classes, timetable and progress, and pick up where you left off.',

  // Student app download and promotion partners
  'access.studentApp.newVisitor': 'First visit',
  'access.benefit.study': 'Study anywhere',
  'access.benefit.classes': 'Classes and timetable',
  'access.benefit.certificates': 'Exams and certificates',
  'access.promotion.organisationPage': 'Organisation page',
  'access.promotion.intro': 'Share the organisation page with friends who want to learn a skill: one scan opens it, with every training project and online enrolment.',
  'access.promotion.openLogin': 'Open the partner back office',
  'access.promotion.noLogin': 'This school has no promotion partner back office yet; please ask its customer service to open one.',

  // Not found
  'access.notFound.title': 'Page not found',
  'access.notFound.description': 'The page you are looking for does not exist or has been removed. Check the address, or carry on from one of the links below.',
  'access.notFound.home': 'Back to home',
  'access.notFound.shortcuts': 'Popular pages',

  // The study area's page shell, until the study widget arrives
  'access.study.title': 'Study area',
  'access.study.signIn': 'The study area is for signed-in students. Please log in first.',
  'access.study.toLogin': 'Log in',

  // The study area's offline page (src/pages/[tenant]/study/offline.astro), served by its service worker
  'access.offline.title': 'You are offline',
  'access.offline.description': 'This page is not saved on this device yet. It opens once you are back online.',
  'access.offline.available': 'Study pages you can open offline:',
  'access.offline.journal': 'Answers you give in homework and tests are kept on this device and sent when you are back online.',
  'access.offline.retry': 'Reload',
} satisfies Record<keyof typeof zh, string>;
