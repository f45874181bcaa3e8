import type zh from '../zh-CN/common';

export default {
  'common.defaultTitle': 'Digital Cloud School',

  // Buttons and generic words
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.confirm': 'Confirm',
  'common.back': 'Back',
  'common.submit': 'Submit',
  'common.save': 'Save',
  'common.send': 'Send',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.download': 'Download',
  'common.more': 'More',
  'common.viewMore': 'View more',
  'common.all': 'All',
  'common.previous': 'Previous',
  'common.next': 'Next',
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.tip': 'Notice',
  'common.withCount': '{label} ({count})',
  'common.charCount': '{count}/{max}',
  'common.dateRange': '{start} to {end}',

  // Pager
  'common.pager.label': 'Pagination',
  'common.pager.previous': 'Previous page',
  'common.pager.next': 'Next page',
  'common.pager.page': 'Page {page}',
  'common.pager.total': '{total} in total',
  'common.pager.pageSize': '{size} per page',
  'common.pager.goTo': 'Go to',

  // Empty and failed loads
  'common.empty': 'No data yet',
  'common.loadFailed': 'Failed to load, please retry',

  // Errors
  'common.error.systemBusy': 'System busy, please try again later',
  'common.error.sessionExpired': 'Your session has expired, please log in again',
  'common.error.offline': 'You are offline: check your network connection and try again',

  // Success toasts
  'common.success.operation': 'Operation successful',
  'common.success.submit': 'Submit success',
  'common.success.sent': 'Sent successfully',

  // Login gate
  'common.loginFirst': 'Please log in first',

  // Functions the PC version does not offer yet
  'common.pcUnavailable.useApp': 'This function is not yet open on PC, please use the app',
  'common.pcUnavailable.comingSoon': 'Coming soon, stay tuned',
  'common.pcUnavailable.noFunction': 'The PC version does not have this function yet, please open the app; coming soon, stay tuned',
  'common.pcUnavailable.notOpen': 'PC version not yet open, please use the app',

  // Phone-frame preview of the mobile web app
  'common.preview.title': 'App preview',
  'common.preview.loading': 'Loading the page…',
  'common.preview.appDownloadHint': 'Download the app for the full experience',
  'common.preview.scanToDownload': 'Scan to download the app',
} satisfies Record<keyof typeof zh, string>;
