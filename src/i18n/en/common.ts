import type zh from '../zh-CN/common';

export default {
  'common.defaultTitle': 'Digital Cloud School',
} satisfies Record<keyof typeof zh, string>;
