export default {
  'validation.mobile': '请输入正确的手机号码',
} as const;
