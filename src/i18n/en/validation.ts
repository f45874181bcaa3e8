import type zh from '../zh-CN/validation';

export default {} satisfies Record<keyof typeof zh, string>;
