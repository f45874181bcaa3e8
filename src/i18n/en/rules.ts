import type zh from '../zh-CN/rules';

export default {} satisfies Record<keyof typeof zh, string>;
