export default {
  'common.defaultTitle': '数字云校',
} as const;
