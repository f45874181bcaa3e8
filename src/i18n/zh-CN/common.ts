// Words and messages every area shares: generic buttons, the pager, generic errors and
// successes, the login gate and the 'not on PC yet' notices.
export default {
  'common.defaultTitle': '数字云校',

  // Buttons and generic words
  'common.ok': '确定',
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.confirm': '确认',
  'common.back': '返回',
  'common.submit': '提交',
  'common.save': '保存',
  'common.send': '发送',
  'common.edit': '编辑',
  'common.delete': '删除',
  'common.download': '下载',
  'common.more': '更多',
  'common.viewMore': '查看更多',
  'common.all': '全部',
  'common.previous': '上一个',
  'common.next': '下一个',
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.tip': '提示',
  'common.withCount': '{label}（{count}）',
  'common.charCount': '{count}/{max}',
  'common.dateRange': '{start} 至 {end}',

  // Pager
  'common.pager.label': '分页',
  'common.pager.previous': '上一页',
  'common.pager.next': '下一页',
  'common.pager.page': '第 {page} 页',
  'common.pager.total': '共 {total} 条',
  'common.pager.pageSize': '{size} 条/页',
  'common.pager.goTo': '前往',

  // Empty and failed loads
  'common.empty': '暂无数据',
  'common.loadFailed': '加载失败，请重试',

  // Errors: 'system busy' covers a non-200 answer and a network failure (spec 1 §8.1)
  'common.error.systemBusy': '系统繁忙，请稍后再试',
  'common.error.sessionExpired': '登录已失效，请重新登录',
  'common.error.offline': '网络连接已断开，请检查网络后重试',

  // Success toasts
  'common.success.operation': '操作成功',
  'common.success.submit': '提交成功',
  'common.success.sent': '发送成功',

  // Login gate: commenting and my learning (spec 1 §5.1, spec 2 §2)
  'common.loginFirst': '请先登录',

  // Functions the PC version does not offer yet
  'common.pcUnavailable.useApp': 'PC版功能暂未开放，请打开APP使用',
  'common.pcUnavailable.comingSoon': '即将开放，敬请期待',
  'common.pcUnavailable.noFunction': 'PC版暂无此功能，请打开APP使用；即将开放，敬请期待',
  'common.pcUnavailable.notOpen': 'PC版暂未开放，请使用APP',

  // Phone-frame preview of the mobile web app
  'common.preview.title': 'APP预览',
  'common.preview.loading': '页面加载中…',
  'common.preview.appDownloadHint': '下载APP，体验完整功能',
  'common.preview.scanToDownload': '扫码下载APP',
} as const;
