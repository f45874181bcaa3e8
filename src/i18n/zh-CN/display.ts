// Texts produced by the display rules of src/lib (distance, counts, coupons, time hints …).
export default {
  'display.distance.metres': '{n}米',
  'display.distance.kilometres': '{n}km',

  'display.visitCount.exact': '{n}',
  'display.visitCount.over100k': '10万+',
  'display.visitCount.over500k': '50万+',

  'display.rating.good': '好',
  'display.rating.great': '很好',
  'display.rating.excellent': '极好',

  'display.certificateVerification.none': '无',
  'display.certificateVerification.national': '国家网可查',
  'display.certificateVerification.academic': '学信网可查',

  'display.classPeriodType.training': '培训',
  'display.classPeriodType.exam': '考试',
  'display.classPeriodType.certification': '认证',
  'display.classPeriodType.evaluation': '评价',

  'display.price.amount': '¥{amount}',
  'display.price.from': '¥{amount}起',

  'display.coupon.threshold': '满{amount}元可用',
  'display.coupon.noThreshold': '无门槛',
  'display.coupon.unlimited': '不限',
  'display.coupon.validity': '{start}至{end}',
  'display.coupon.validFrom': '{start}起',
  'display.coupon.validUntil': '截至{end}',

  'display.timeHint.justNow': '刚刚',
  'display.timeHint.seconds': '{n}秒前',
  'display.timeHint.minutes': '{n}分钟前',
  'display.timeHint.hours': '{n}小时前',
  'display.timeHint.days': '{n}天前',
  'display.timeHint.fullDate': '{date}',


  'display.servicePoint.open': '营业中',
  'display.servicePoint.resting': '休息中',
  'display.servicePoint.type.TEACHING': '教学点',
  'display.servicePoint.type.EXAM': '考试点',
  'display.servicePoint.type.EVALUATE': '评价点',

  'display.album.all': '全部',

  'display.pageTitle.full': '{projectName}{universityName}',
  'display.pageTitle.name': '{name}',

  'display.countdown.remainingDays': '剩余{days}天',
  'display.countdown.ended': '已结束',
} as const;
