import type zh from '../zh-CN/display';

// Short unit forms ('3d ago', '12 m') sidestep plurals, which the catalogue has no syntax for.
export default {
  'display.distance.metres': '{n} m',
  'display.distance.kilometres': '{n} km',

  'display.visitCount.exact': '{n}',
  'display.visitCount.over100k': '100k+',
  'display.visitCount.over500k': '500k+',

  'display.rating.good': 'Good',
  'display.rating.great': 'Great',
  'display.rating.excellent': 'Excellent',

  'display.certificateVerification.none': 'None',
  'display.certificateVerification.national': 'Checkable on the national network',
  'display.certificateVerification.academic': 'Checkable on the academic network',

  'display.classPeriodType.training': 'Training',
  'display.classPeriodType.exam': 'Exam',
  'display.classPeriodType.certification': 'Certification',
  'display.classPeriodType.evaluation': 'Evaluation',

  'display.price.amount': '¥{amount}',
  'display.price.from': 'From ¥{amount}',

  'display.coupon.threshold': 'Usable on orders of {amount} yuan or more',
  'display.coupon.noThreshold': 'No threshold',
  'display.coupon.unlimited': 'Unlimited',
  'display.coupon.validity': '{start} to {end}',
  'display.coupon.validFrom': 'From {start}',
  'display.coupon.validUntil': 'Until {end}',

  'display.timeHint.justNow': 'Just now',
  'display.timeHint.seconds': '{n}s ago',
  'display.timeHint.minutes': '{n} min ago',
  'display.timeHint.hours': '{n}h ago',
  'display.timeHint.days': '{n}d ago',
  'display.timeHint.fullDate': '{date}',


  'display.servicePoint.open': 'Open',
  'display.servicePoint.resting': 'Resting',
  'display.servicePoint.type.TEACHING': 'Teaching point',
  'display.servicePoint.type.EXAM': 'Exam point',
  'display.servicePoint.type.EVALUATE': 'Evaluation point',

  'display.album.all': 'All',

  'display.pageTitle.full': '{projectName} · {universityName}',
  'display.pageTitle.name': '{name}',

  'display.countdown.remainingDays': '{days}d left',
  'display.countdown.ended': 'Ended',
} satisfies Record<keyof typeof zh, string>;
