import type zh from '../zh-CN/validation';

export default {
  'validation.mobile': 'Please enter a correct mobile number',
} satisfies Record<keyof typeof zh, string>;
